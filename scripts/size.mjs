/**
 * `npm run size`: production build, then for every route the gzip bytes of the JS and CSS it loads
 * before first render (entry chunks + the route's lazy chunk group), beside two floors built by the
 * same webpack config in the same run: the React floor and the stack floor (see scripts/floors/).
 * Prints figures and budgets; asserts nothing (exit 0).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { routeChunks } from './routeChunks.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { makeConfig } = require('../webpack.config.js');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const BUDGETS = { '/landing': 1.15, '/': 1.3 };
const BORROWER_BUDGET = 1.35;
const PUBLIC = new Set(['/landing', '/', '/About', '/User', '/Contact', '/Policy', '/Loan', '/testPreview', '/abcNot']);

function build(config) {
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.toJson({ all: false, assets: true, entrypoints: true, chunkGroups: true, outputPath: true }));
    }),
  );
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function bytesOf(outDir, assetNames) {
  let js = 0;
  let css = 0;
  for (const name of new Set(assetNames)) {
    if (name.endsWith('.js')) js += gz(path.join(outDir, name));
    else if (name.endsWith('.css')) css += gz(path.join(outDir, name));
  }
  return { js, css, total: js + css };
}

const names = (group) => (group?.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name));

async function floor(name, entry) {
  const outDir = path.join(root, 'dist-floors', name);
  const stats = await build(
    makeConfig({
      entry: { main: entry },
      outDir,
      template: path.join(root, 'scripts/floors/index.html'),
      copyPublic: false,
    }),
  );
  return bytesOf(outDir, names(stats.entrypoints.main));
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);

async function main() {
  const outDir = path.join(root, 'dist');
  const app = await build(makeConfig({ entry: { main: './src/main.tsx' }, outDir }));
  const reactFloor = await floor('react', path.join(root, 'scripts/floors/reactFloor.tsx'));
  const stackFloor = await floor('stack', path.join(root, 'scripts/floors/stackFloor.tsx'));
  fs.rmSync(path.join(root, 'dist-floors'), { recursive: true, force: true });

  const entry = names(app.entrypoints.main);
  const rows = Object.entries(routeChunks(path.join(root, 'src/routes.tsx'))).map(([route, chunk]) => {
    const group = app.namedChunkGroups[chunk];
    if (!group) throw new Error(`no chunk group "${chunk}" for ${route}`);
    const b = bytesOf(outDir, [...entry, ...names(group)]);
    const budget = BUDGETS[route] ?? (PUBLIC.has(route) ? null : BORROWER_BUDGET);
    return { route, chunk, ...b, vsReact: b.total / reactFloor.total, vsStack: b.total / stackFloor.total, budget };
  });

  console.log('gzip KB (level 9) of the JS and CSS loaded before first render\n');
  console.log(`${'floor'.padEnd(30)}      JS     CSS   total`);
  console.log(`${'React floor'.padEnd(30)}${kb(reactFloor.js)} ${kb(reactFloor.css)} ${kb(reactFloor.total)}`);
  console.log(`${'stack floor'.padEnd(30)}${kb(stackFloor.js)} ${kb(stackFloor.css)} ${kb(stackFloor.total)}\n`);
  console.log(`${'route'.padEnd(30)}      JS     CSS   total  xReact  xStack  budget`);
  let over = 0;
  for (const r of rows) {
    const verdict = r.budget == null ? '' : r.vsStack <= r.budget ? `<=${r.budget} ok` : `>${r.budget} OVER`;
    if (verdict.includes('OVER')) over += 1;
    console.log(
      `${r.route.padEnd(30)}${kb(r.js)} ${kb(r.css)} ${kb(r.total)}  ${r.vsReact.toFixed(2).padStart(6)}  ${r.vsStack.toFixed(3).padStart(6)}  ${verdict}`,
    );
  }
  console.log(`\n${rows.length} routes, ${over} over budget`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
