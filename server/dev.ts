/**
 * `npm run dev`: webpack-dev-server with React Fast Refresh, the development build served from memory
 * (dist/ is never written), and the contract API (the same msw handlers `npm start` serves, behind the
 * same body limit) on the same origin, under the same security headers and Content-Security-Policy. PORT (default 8080) and
 * HOST (default 127.0.0.1).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { withBoundedBody } from './bodyLimit';
import { handlers } from './handlers';
import { runtimeConfigReader } from './runtimeConfig';
import { securityHeadersMiddleware } from './securityHeaders';

const { makeConfig, APP_ENTRIES } = createRequire(__filename)('../webpack.config.js') as {
  APP_ENTRIES: Record<string, string>;
  makeConfig: (options: {
    entry: Record<string, string>;
    outDir: string;
    mode: string;
    refresh: boolean;
  }) => Configuration;
};

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
// The build copies public/config.js as it is; the policy follows edits to it like the server's does.
const runtimeConfig = runtimeConfigReader(path.join(root, 'public', 'config.js'));

const compiler = webpack(
  makeConfig({
    entry: APP_ENTRIES,
    outDir: path.join(root, 'dist'),
    mode: 'development',
    refresh: true,
  }),
);

const server = new WebpackDevServer(
  {
    host,
    port,
    hot: true,
    liveReload: false,
    // Everything, public/ included, comes from the in-memory build (scripts/copyPublic.js).
    static: false,
    historyApiFallback: true,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    devMiddleware: { writeToDisk: false },
    setupMiddlewares: (middlewares) => {
      middlewares.unshift(
        // The production security headers (server/headers.ts), CSP included, on every answer.
        { name: 'security-headers', middleware: securityHeadersMiddleware(runtimeConfig) },
        // Before the history fallback, which would answer API calls that accept */* with index.html.
        { name: 'contract-api', middleware: withBoundedBody(createMiddleware(...handlers)) },
      );
      return middlewares;
    },
  },
  compiler,
);

// As in start.ts: a failure in the msw middleware's response writing must cost one request only.
process.on('unhandledRejection', (err) => console.error('[dev] unhandled', err));

server.start().then(
  () => {
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    console.log(`Dev server (hot reload) and contract server listening on ${origin}`);
    console.log(`  Test page:     ${origin}/testPreview`);
    console.log(`  Landing page:  ${origin}/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code=`);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
