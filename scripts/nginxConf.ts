/**
 * `npm run nginx:conf -- [--dist dist] [--listen 8090] [--upstream http://127.0.0.1:8080]
 * [--standalone] [--brotli-module file.so] [--out file]`: the nginx recipe for the build (server/nginxConf.ts), with the CSP
 * of the build's own config.js. Without --out it prints the conf.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxConf } from '../server/nginxConf';
import { runtimeConfigReader } from '../server/runtimeConfig';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    listen: { type: 'string', default: '8090' },
    upstream: { type: 'string', default: 'http://127.0.0.1:8080' },
    standalone: { type: 'boolean', default: false },
    'brotli-module': { type: 'string' },
    out: { type: 'string' },
  },
});

const distDir = path.resolve(values.dist);
const conf = nginxConf({
  distDir,
  listen: values.listen,
  upstream: values.upstream,
  config: runtimeConfigReader(path.join(distDir, 'config.js'))(),
  standalone: values.standalone,
  brotliModule: values['brotli-module'],
});
if (values.out) writeFileSync(values.out, conf);
else process.stdout.write(conf);
