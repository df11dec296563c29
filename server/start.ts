/**
 * `npm start`: serve the production build and the contract API on one origin
 * (PORT, default 8080; HOST, default 127.0.0.1), and print the entry URLs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';

const distDir = path.resolve(process.env.DIST_DIR || 'dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`${path.join(distDir, 'index.html')} is missing: run npm run build first.`);
  process.exit(1);
}

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';

const server = createApp({ distDir }).listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  console.log(`Loan app and contract server listening on ${origin}`);
  console.log(`  Test page:     ${origin}/testPreview`);
  console.log(`  Landing page:  ${origin}/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code=`);
  console.log(`  Official site: ${origin}/`);
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT to another port.` : err);
  process.exit(1);
});

// The msw middleware writes responses outside its promise chain; a failure there must
// cost one request, not the whole server.
process.on('unhandledRejection', (err) => console.error('[server] unhandled', err));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections(); // keep-alive sockets would hold close() open
  });
}
