/**
 * ESLint (flat config): typescript-eslint with type information, React hooks, accessibility, import
 * cycles and the boundary zones of docs/architecture.md, so that the import rules are enforced by the
 * linter and not by memory. Prettier owns layout (eslint-config-prettier comes last).
 */
const fs = require('fs');
const path = require('path');
const { defineConfig } = require('eslint/config');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

const root = __dirname;
const at = (...parts) => path.join(root, ...parts);

/** The screen areas: an area never imports another area's screens (shared parts live in src/ui). */
const AREAS = ['loan', 'repay', 'complaint', 'landing', 'official', 'docs', 'service', 'dev'];

/**
 * The store's folders, read from disk so that a new feature folder is covered the day it is created.
 * Every file of store/api and store/domain is open to all; of any other folder, only its index.ts.
 */
const OPEN_STORE_FOLDERS = ['api', 'domain'];
const storeFolders = fs
  .readdirSync(at('store'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Files of other store folders, except their index.ts (the public API of a feature). */
const storeInternals = (own) => ({
  from: at('store', `!(${[own, ...OPEN_STORE_FOLDERS].join('|')})`, '**'),
  except: [at('store', '*', 'index.ts')],
});

const boundaryZones = [
  {
    target: 'store',
    from: 'src',
    message: 'The store knows nothing of the view: move the code into store/ or pass it in through effects.',
  },
  ...AREAS.map((area) => ({
    target: `src/screens/${area}`,
    from: AREAS.filter((other) => other !== area).map((other) => `src/screens/${other}`),
    message: "A screen area does not import another area's screens: move the shared part to src/ui.",
  })),
  ...storeFolders.map((folder) => ({
    target: `store/${folder}`,
    ...storeInternals(folder),
    message: "A store feature uses another feature only through that feature's index.ts.",
  })),
  {
    target: 'src',
    // store/replay is the testers' tool: the entry reads the recorder flag without loading the recorder.
    ...storeInternals('replay'),
    message: "The view uses a store feature only through that feature's index.ts.",
  },
];

/** Only the notice host shows a toast: everything else notifies through the store (effects.notify). */
const toastRestriction = {
  paths: [
    {
      name: 'antd-mobile',
      importNames: ['Toast'],
      message: 'Only the notice host shows a toast: dispatch a notice (extra.notify) instead.',
    },
  ],
  patterns: [
    {
      group: ['**/ui/feedback', '**/ui/antdToast'],
      message: 'Only the notice host shows a toast: dispatch a notice (extra.notify) instead.',
    },
  ],
};

/** The store is plain TypeScript: no React, no DOM kit, no router. */
const storeRestriction = {
  paths: toastRestriction.paths,
  patterns: [
    ...toastRestriction.patterns,
    {
      // A regex, not a group: a group 'react' would also match '@reduxjs/toolkit/query/react', which
      // store/api needs for the generated hooks.
      regex: '^(react|react-dom|antd-mobile|react-router|react-router-dom)(/.*)?$',
      message: 'The store knows nothing of React or the DOM kit.',
    },
  ],
};

/** Only the navigator's effect (src/app/effects.ts) changes page through window.location. */
const LOCATION = "[object.name='location'], [object.property.name='location']";
const locationRestriction = [
  'error',
  ...['href', 'hash'].map((prop) => ({
    selector: `AssignmentExpression > MemberExpression.left[property.name='${prop}']:matches(${LOCATION})`,
    message: `Assigning location.${prop} changes page behind the store's back: dispatch navigationRequested.`,
  })),
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='location']",
    message: "Assigning window.location changes page behind the store's back: dispatch navigationRequested.",
  },
  ...['assign', 'replace'].map((method) => ({
    selector: `CallExpression > MemberExpression.callee[property.name='${method}']:matches(${LOCATION})`,
    message: `location.${method}() changes page behind the store's back: dispatch navigationRequested.`,
  })),
];

module.exports = defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-floors/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.data/**',
      'test/recordings/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
  },

  // Imports: cycles everywhere, resolved the way TypeScript resolves them.
  {
    plugins: { 'import-x': importX },
    settings: {
      // The extensions and parsers of import-x's typescript preset (without them no-cycle reads no
      // .ts file and finds nothing), with the resolver that reads tsconfig.json.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: root }],
      'no-restricted-imports': ['error', toastRestriction],
      'no-restricted-syntax': locationRestriction,
      // `interface LazyLoadedSlices extends WithSlice<typeof xSlice> {}` is how a lazily injected
      // slice declares its branch (store/reducer.ts): an empty interface with one extends is meant.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Unused arguments named _x are placeholders that a signature needs.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // The view: hooks and accessibility. Not in the server's tests or e2e, where no React runs and
  // `useContractServer()` (a jest setup helper) is not a hook.
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'scripts/**/*.tsx'],
    ignores: ['test/server/**', 'test/e2e/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },

  // The store: no React, no DOM kit, no view.
  {
    files: ['store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', storeRestriction],
    },
  },

  // The exceptions: the navigator's effect, the notice host and the toast wrapper itself.
  {
    files: ['src/app/effects.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/ui/noticeHost.ts', 'src/ui/feedback.ts', 'src/ui/antdToast.ts', 'test/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },

  // Node: the contract server, scripts and configuration files.
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.{js,ts}', 'test/support/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Its page.evaluate callbacks run in the browser page.
    files: ['scripts/bench.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['public/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Tests: jest globals. Tests read recorded states, msw request bodies and mock calls as `any` on
  // purpose, and pass jest mocks (`expect(api.fn).toHaveBeenCalled()`) unbound: the no-unsafe-* and
  // unbound-method rules gave some 900 reports there and no bug. msw event listeners are async by
  // design (they read request bodies), so promise-returning callbacks are allowed where void is
  // expected; floating promises are still errors.
  {
    files: ['test/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },

  // Plain JavaScript is not in tsconfig's project: lint it without type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },

  prettier,
);
