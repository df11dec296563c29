/**
 * Per-page HTML for the production build (issue 18), written into `pages/` beside index.html once the
 * app is emitted; server/app.ts and the nginx recipe serve `pages/<path>.html` for a page when it
 * exists (else index.html).
 * - Every route's page names the files of its chunk group (preload links, its stylesheets), so they
 *   download beside the entry instead of after it has run, and React's renderer on `#root`
 *   (`data-renderer`), for the start script to ask for just after them (src/requestRenderer.ts); its
 *   head's scripts are fetched at high priority.
 * - The public pages (`PRERENDERED` in src/routes.tsx) are prerendered: scripts/prerender/render.tsx,
 *   bundled for Node with the same sources, renders each market variant with react-dom/server, and
 *   the markup goes into `#root` and the app's and the route's stylesheets into its head (`<style>`, a
 *   few KB), so the page paints from its HTML alone, before any other file has come; its app scripts
 *   are named on `#root` for the after-paint script (src/afterPaintStart.ts, in its head behind the
 *   start script) to add after that paint, and src/main.tsx hydrates it. A variant is
 *   `pages/<name>.need-pop-<n>.html`.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');

const root = path.resolve(__dirname, '../..');
const fileOf = (routePath) => (routePath === '/' ? 'home' : routePath.replace(/^\//, ''));

function rendererConfig(webpack, outDir) {
  return {
    mode: 'production',
    target: 'node',
    context: root,
    entry: path.join(__dirname, 'render.tsx'),
    output: {
      path: outDir,
      filename: 'render.js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      // The same names as the browser build, so image URLs in the markup are the ones it serves.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: require('../reactRouterProduction') },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', sourceMap: false } },
          },
        },
        { test: /\.css$/, use: [path.join(__dirname, 'emptyLoader.js')] },
        {
          test: /\.(png|jpe?g|webp|avif|svg|gif)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 2048 } },
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.API_ORIGIN': JSON.stringify(process.env.API_ORIGIN || ''),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-only',
  };
}

function buildRenderer(webpack) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  return new Promise((resolve, reject) =>
    webpack(rendererConfig(webpack, outDir), (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(outDir);
    }),
  );
}

/** The start script, as html-webpack-plugin writes it. */
const START_SCRIPT = /<script defer(?:="")? src="?\/assets\/start\.[^" >]+"?><\/script>/;
/** An app script of the head (all but the start script, which stays), as html-webpack-plugin writes it. */
const APP_SCRIPT = /<script defer(?:="")? src="?(\/assets\/(?!start\.)[^" >]+\.js)"?><\/script>/g;

/** A script of the head (config.js, the start script, the app's bundles), up to its closing `>`. */
const HEAD_SCRIPT = /(<script defer(?:="")? src="?[^" >]+"?)>/g;

/** The app's stylesheet in the head, as html-webpack-plugin writes it. */
const ENTRY_STYLE = /<link href="?(\/assets\/[^" >]+\.css)"? rel="?stylesheet"?>/g;

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The stylesheet `href` (a file of the build) as a `<style>` of the page. `data-href` tells webpack's
 * CSS loading (mini-css-extract-plugin's runtime looks for it) that the route's stylesheet is already
 * on the page when the route's chunk loads, so it is not fetched again.
 */
function styleOf(outDir, href) {
  const css = fs.readFileSync(path.join(outDir, href), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  // Inside the HTML the page's address resolves a URL, not the stylesheet's: only absolute ones here.
  if (/url\(\s*['"]?(?![/'"]|data:)/.test(css)) throw new Error(`prerender: ${href} has a relative url()`);
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be put in a <style>`);
  return `<style data-href="${escapeAttr(href)}">${css}</style>`;
}

function write(file, html) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  // For nginx gzip_static and brotli_static, like the compression plugin's copies of the other files.
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

class PrerenderPlugin {
  apply(compiler) {
    const webpack = compiler.webpack;
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const outDir = compiler.options.output.path;
      const stats = compilation.getStats().toJson({ all: false, chunkGroups: true, entrypoints: true });
      const assetsOf = (group) => (group?.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name));
      const entry = new Set(Object.values(stats.entrypoints).flatMap(assetsOf));
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // A prerendered page's head: the app's stylesheet in it, not linked.
      const styledIndex = index.replace(ENTRY_STYLE, (_tag, href) => styleOf(outDir, href));
      if (styledIndex === index) throw new Error("prerender: the app's stylesheet was not found in index.html");
      const { routeChunks } = await import('../routeChunks.mjs');
      const chunks = routeChunks(path.join(root, 'src/routes.tsx'));

      const rendererDir = await buildRenderer(webpack);
      let renderer;
      try {
        renderer = require(path.join(rendererDir, 'render.js'));
      } finally {
        fs.rmSync(rendererDir, { recursive: true, force: true });
      }
      const prerendered = new Map(renderer.PRERENDERED.map((p) => [p.path, p]));
      // React's renderer (src/main.tsx imports it): named on #root for the start script to ask for
      // after the head's files (src/requestRenderer.ts), or after a prerendered page's paint.
      const rendererScripts = assetsOf(stats.namedChunkGroups.renderer)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `/${f}`);
      if (rendererScripts.length === 0) throw new Error("prerender: React's renderer chunk was not found");
      // A prerendered page's second script (src/afterPaintStart.ts), which adds its app after its paint.
      const afterPaintScripts = assetsOf(stats.entrypoints.afterPaint)
        .filter((f) => f.endsWith('.js') && !assetsOf(stats.entrypoints.start).includes(f))
        .map((f) => `/${f}`);
      if (afterPaintScripts.length === 0) throw new Error('prerender: the after-paint script was not found');

      for (const [routePath, chunk] of Object.entries(chunks)) {
        const own = assetsOf(stats.namedChunkGroups[chunk]).filter((f) => !entry.has(f));
        const styles = own.filter((f) => f.endsWith('.css'));
        const page = prerendered.get(routePath);
        if (!page) {
          // Scripts are preloaded, not run: the route table runs them in its order.
          const scripts = own
            .filter((f) => f.endsWith('.js'))
            .map((f) => `<link rel="preload" as="script" href="/${f}" />`);
          // A deferred script is fetched at low priority, a preloaded one and a stylesheet at high, so
          // the head's scripts came in behind the route's chunks; yet the libraries and the app run
          // first, and the start script's request needs config.js. At high priority they arrive
          // sooner and the app has run by the time React's renderer arrives (README "How a first
          // screen loads").
          const links = styles.map((f) => `<link rel="stylesheet" href="/${f}" />`);
          const html = index
            .replace(HEAD_SCRIPT, '$1 fetchpriority="high">')
            .replace('</head>', `${[...scripts, ...links].join('')}</head>`)
            .replace(
              /<div id="?root"?><\/div>/,
              `<div id="root" data-renderer="${escapeAttr(rendererScripts.join(' '))}"></div>`,
            );
          if (!html.includes('data-renderer'))
            throw new Error(`prerender ${routePath}: no #root to name the renderer on`);
          write(path.join(outDir, 'pages', `${fileOf(routePath)}.html`), html);
          continue;
        }
        for (const query of page.variants) {
          const url = query ? `${routePath}?${query}` : routePath;
          const { html, lang } = await renderer.render(url, page.language);
          // The app's scripts and the route's own chunks run after the page has painted
          // (src/appAfterPaint.ts): the head keeps config.js and the start script only.
          const appScripts = [];
          const head = styledIndex.replace(APP_SCRIPT, (_tag, src) => {
            appScripts.push(src);
            return '';
          });
          // Then the hydration code (src/main.tsx loads it on these pages only), the route's chunks and
          // React's renderer.
          const hydrate = assetsOf(stats.namedChunkGroups.hydrate).filter((f) => f.endsWith('.js') && !entry.has(f));
          const routeScripts = own.filter((f) => f.endsWith('.js'));
          appScripts.push(...[...new Set([...hydrate, ...routeScripts])].map((f) => `/${f}`), ...rendererScripts);
          const out = head
            .replace(
              START_SCRIPT,
              (tag) => `${tag}${afterPaintScripts.map((src) => `<script defer src="${src}"></script>`).join('')}`,
            )
            .replace(/<html lang="?[\w-]*"?/, `<html lang="${lang}"`)
            // The "could not load" message speaks the page's language (src/bootFailure.ts).
            .replace(/<div id="?boot-failed"?/, (tag) => `${tag} lang="${lang}"`)
            .replace('</head>', `${styles.map((f) => styleOf(outDir, `/${f}`)).join('')}</head>`)
            .replace(
              /<div id="?root"?><\/div>/,
              `<div id="root" data-prerendered="${escapeAttr(url)}" data-app-scripts="${escapeAttr(appScripts.join(' '))}">${html}</div>`,
            );
          if (appScripts.length < 3 || hydrate.length === 0)
            throw new Error(`prerender ${url}: the app's scripts or its hydration code were not found`);
          if (out === styledIndex || !out.includes('data-prerendered'))
            throw new Error(`prerender ${url}: no #root to fill`);
          if (!/<div id="?boot-failed"? lang=/.test(out))
            throw new Error(`prerender ${url}: no "could not load" message`);
          if (!afterPaintScripts.every((src) => out.includes(`src="${src}"`)))
            throw new Error(`prerender ${url}: no start script to put the after-paint script behind`);
          const suffix = query ? `.${query.replace('=', '-')}` : '';
          write(path.join(outDir, 'pages', `${fileOf(routePath)}${suffix}.html`), out);
        }
      }
    });
  }
}

module.exports = PrerenderPlugin;
