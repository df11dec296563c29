/**
 * knip: unused files, exports, dependencies and unlisted dependencies (`npm run lint`).
 * The webpack, jest, Playwright and ESLint plugins read their own configs; the entries below are
 * what they cannot see.
 */
import fs from 'node:fs';
import type { KnipConfig } from 'knip';

/**
 * The route modules: src/routes.tsx loads them with `import()` and reads `default` and `features`
 * through its `ScreenModule` type, which knip cannot follow; as entries, their exports count as used
 * (the route table is their importer).
 */
const routeModules = [
  ...fs.readFileSync('src/routes.tsx', 'utf8').matchAll(/import\((?:\/\*.*?\*\/\s*)?'\.\/([^']+)'\)/g),
]
  .map((m) => `src/${m[1]}.tsx`)
  .filter((file) => fs.existsSync(file));

const config: KnipConfig = {
  // The webpack, jest, Playwright, ESLint and npm-scripts plugins find the app entry, the configs and
  // server/start.ts themselves.
  entry: [
    ...routeModules,
    'scripts/*.{ts,mjs,js}',
    // `npm run size` builds these through webpack's makeConfig.
    'scripts/floors/*.tsx',
    // The prerender plugin (scripts/prerender/plugin.js) builds these by path.
    'scripts/prerender/render.tsx',
    'scripts/prerender/emptyLoader.js',
    'test/**/*.test.{ts,tsx}',
    'test/e2e/**/*.spec.ts',
    // Served as they are (scripts/copyPublic.js), outside the bundle.
    'public/sw.js',
    'public/config.js',
  ],
  // `npm run bench:webkit` starts Debian's programs, which it checks for and names when missing.
  ignoreBinaries: ['Xvfb', 'WebKitWebDriver', 'dpkg-query'],
  project: [
    '*.{js,ts}',
    'src/**/*.{ts,tsx}',
    'store/**/*.ts',
    'server/**/*.ts',
    'scripts/**/*.{ts,tsx,mjs,js}',
    'test/**/*.{ts,tsx,js}',
    'public/*.js',
  ],
};

export default config;
