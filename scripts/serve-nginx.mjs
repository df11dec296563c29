/**
 * `npm run serve:nginx`: the production build (dist/, built beforehand) behind Debian's nginx on
 * PORT (default 8090, HOST default 127.0.0.1), with the recipe of server/nginxConf.ts, and the
 * contract server (faults off) on API_PORT (default PORT + 1) answering the proxied API paths.
 * Builds nothing; stops both on exit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.PORT || 8090);
const host = process.env.HOST || '127.0.0.1';
const apiPort = Number(process.env.API_PORT || port + 1);
const nginxBin = process.env.NGINX || '/usr/sbin/nginx';
const dist = path.resolve(process.env.DIST_DIR || 'dist');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${path.join(dist, 'index.html')} is missing: run npm run build first.`);
  process.exit(1);
}
if (!existsSync(nginxBin)) {
  console.error(`${nginxBin} is missing: apt-get install -y nginx (or set NGINX).`);
  process.exit(1);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'loan-nginx-'));
mkdirSync(path.join(prefix, 'tmp'));
const conf = path.join(prefix, 'nginx.conf');
const tsx = path.resolve('node_modules/.bin/tsx');
const generated = spawnSync(
  tsx,
  [
    'scripts/nginxConf.ts',
    '--standalone',
    `--dist=${dist}`,
    `--listen=${host}:${port}`,
    `--upstream=http://127.0.0.1:${apiPort}`,
    `--out=${conf}`,
    // The build's brotli copies when Debian's module is installed (libnginx-mod-http-brotli-static).
    ...(existsSync(BROTLI_MODULE) ? [`--brotli-module=${BROTLI_MODULE}`] : []),
  ],
  { stdio: 'inherit' },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);

const children = [];
const env = { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' };
delete env.CONTRACT_FAULTS;
children.push(spawn(tsx, ['server/start.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] }));
children.push(spawn(nginxBin, ['-c', conf, '-p', prefix, '-g', 'daemon off;'], { stdio: 'inherit' }));

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
for (const child of children)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[serve:nginx] ${child.spawnfile} exited (${code}); stopping.`);
      stop(1);
    }
  });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

console.log(`nginx serving ${dist} on http://${host}:${port} (API: contract server on 127.0.0.1:${apiPort})`);
console.log(`  Official site: http://${host}:${port}/`);
