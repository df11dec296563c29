/**
 * Production build: content-hashed files under /assets/, one lazy chunk per screen, CSS extracted per
 * chunk, no source maps shipped by default (SOURCE_MAPS=1 to get hidden ones). `npm run size` builds
 * its floors with this same config through `makeConfig`. `npm run dev` (server/dev.ts) serves the development
 * build from memory with React Fast Refresh (`refresh: true`).
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

function makeConfig({
  entry,
  outDir,
  template = './public/index.html',
  mode = 'production',
  copyPublic = true,
  refresh = false,
  prerender = copyPublic,
}) {
  const prod = mode === 'production';
  const hot = refresh && !prod;
  return {
    mode,
    entry,
    output: {
      path: outDir,
      publicPath: '/',
      filename: prod ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: prod ? 'assets/[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Not cleaned: hashed names never collide, and parallel builds must not delete each other's files.
      clean: !!process.env.CLEAN_DIST,
    },
    // No eval in development either: the server's Content-Security-Policy (script-src 'self') refuses it.
    devtool: prod ? (process.env.SOURCE_MAPS ? 'hidden-source-map' : false) : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: prod ? require('./scripts/reactRouterProduction') : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              compilerOptions: { module: 'esnext', sourceMap: !prod },
              ...(hot && { getCustomTransformers: () => ({ before: [require('react-refresh-typescript')()] }) }),
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // antd-mobile's barrel is marked side-effectful (for its global styles), which keeps every
        // component in the bundle; src/ui/antdGlobal.ts imports those styles in every module that renders the kit.
        { test: /antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
        // The session's index only re-exports: the start script takes its plain functions without the
        // slice, whose Redux Toolkit would make it as heavy as the app.
        { test: /store[\\/]session[\\/]index\.ts$/, sideEffects: false },
        { test: /\.(png|jpe?g|webp|avif|svg|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        'process.env.API_ORIGIN': JSON.stringify(process.env.API_ORIGIN || ''),
      }),
      new MiniCssExtractPlugin({
        filename: prod ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: prod ? 'assets/[contenthash:8].css' : 'assets/[name].css',
      }),
      // The after-paint script is named by the prerendered pages' HTML only (scripts/prerender/plugin.js).
      new HtmlWebpackPlugin({ template, scriptLoading: 'defer', inject: 'head', excludeChunks: ['afterPaint'] }),
      ...(copyPublic ? [new (require('./scripts/copyPublic'))({ from: path.resolve(__dirname, 'public') })] : []),
      ...(hot ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))()] : []),
      // V8's compile hint (Chrome, Android's WebView): a script's functions are compiled on a
      // background thread while it downloads, instead of on the main thread each time one is first
      // called. Added after minification (which drops comments), before the content hashes. Other
      // engines (the iOS WebView's JavaScriptCore) read it as a comment. README "How a first screen loads".
      ...(prod
        ? [
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : []),
      // pages/*.html: each route's files named in its HTML, the public pages prerendered (issue 18).
      ...(prod && prerender ? [new (require('./scripts/prerender/plugin'))()] : []),
      // Precompressed copies, gzip 9 and brotli 11, for the bundled server and nginx (`gzip_static`,
      // `brotli_static`, see README "Deploy"): brotli is 15% smaller than gzip on the app's scripts.
      ...(prod
        ? [
            new (require('compression-webpack-plugin'))({
              test: /\.(js|css|html|svg)$/,
              threshold: 1024,
              compressionOptions: { level: 9 },
            }),
            new (require('compression-webpack-plugin'))({
              test: /\.(js|css|html|svg)$/,
              threshold: 1024,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [require('zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        minSize: 40000,
        cacheGroups: {
          // The libraries every page's first screen runs come in one file with the head's scripts.
          // Valibot and RTK Query's React hooks join them: every borrower screen imports both, and in a
          // file of their own each route's HTML named them apart, one request more before the paint.
          libraries: {
            test: /[\\/]node_modules[\\/]/,
            name: 'libraries',
            chunks: 'initial',
            priority: -5,
          },
          queries: {
            test: /[\\/]node_modules[\\/](valibot|@reduxjs[\\/]toolkit)[\\/]/,
            name: 'libraries',
            chunks: 'all',
            enforce: true,
          },
          // React's renderer (src/main.tsx) in one file for the start script to ask for: react-dom's
          // own entry (createPortal, flushSync) goes with its client and scheduler, not in a second
          // file of 4 KB that the kit's chunks would otherwise share with it.
          renderer: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'react-dom',
            chunks: 'async',
            enforce: true,
          },
        },
      },
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The app's bundles, in the order their scripts run: the start script (a few kilobytes that start the
 * first screen's request, src/start.ts), then the app, or on a prerendered page the after-paint script
 * that adds the app later. The dev server uses the same entries.
 */
const APP_ENTRIES = {
  start: path.resolve(__dirname, 'src/start.ts'),
  // The app reuses the start script's modules (clients, session reading, the head start) instead of
  // carrying a second copy of them: the start script holds webpack's runtime and those modules.
  main: { import: path.resolve(__dirname, 'src/main.tsx'), dependOn: 'start' },
  // A prerendered page's second script, instead of the app: it adds the app after the page's paint.
  afterPaint: { import: path.resolve(__dirname, 'src/afterPaintStart.ts'), dependOn: 'start' },
};

module.exports = (_env, argv = {}) =>
  makeConfig({
    entry: APP_ENTRIES,
    // DIST_DIR: a separate output for parallel builds (each with its own server and e2e port).
    outDir: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
    mode: argv.mode || 'production',
  });
module.exports.makeConfig = makeConfig;
module.exports.APP_ENTRIES = APP_ENTRIES;
