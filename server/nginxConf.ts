/**
 * The nginx recipe for the production build: the same security and cache headers as the bundled
 * server (both read server/headers.ts), the history fallback, gzip, and the API paths proxied to
 * the backend. `npm run nginx:conf` prints it; `npm run serve:nginx` runs Debian's nginx with it.
 */
import {
  API_PREFIXES,
  BASE_HEADERS,
  CACHE,
  REVALIDATED,
  SECURITY_HEADER_NAMES,
  SUBRESOURCE_HEADERS,
  SUBRESOURCE_TYPES,
  WORKER_SCRIPTS,
  documentHeaders,
} from './headers';
import type { RuntimeConfig } from './runtimeConfig';

export interface NginxOptions {
  /** The webpack output (absolute path). */
  distDir: string;
  /** Where nginx listens: `8090`, `127.0.0.1:8090`. */
  listen: string;
  /** The API backend, e.g. `http://127.0.0.1:8091`. */
  upstream: string;
  /** The parsed dist/config.js: the CSP names its origins. */
  config: RuntimeConfig;
  /** A standalone conf (events, http, pid, temp paths under the prefix) or only the server block. */
  standalone?: boolean;
  mimeTypes?: string;
  /**
   * The build's brotli copies (name.br) through `brotli_static` (Debian: libnginx-mod-http-brotli-static);
   * a standalone conf loads the module from this path. Without it, gzip only.
   */
  brotliModule?: string;
}

const TEXT_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];

/** A header value as an nginx string ("…", with " and \ escaped). */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * The two headers that depend on what a response is (server/headers.ts): a script, stylesheet or JSON
 * answer gets the short ones, anything else the page's. nginx knows the type only when it sends the
 * head, hence maps on `$sent_http_content_type`, which belong to the http block, before the server.
 */
const CSP_VAR = '$security_csp';
const FRAME_VAR = '$security_frame';
function securityMaps(config: RuntimeConfig, indent: string): string[] {
  const page = documentHeaders(config);
  const map = (variable: string, subresource: string, otherwise: string) => [
    `map $sent_http_content_type ${variable} {`,
    `${indent}${quoted(`~*${SUBRESOURCE_TYPES}`)} ${quoted(subresource)};`,
    `${indent}default ${quoted(otherwise)};`,
    '}',
  ];
  return [
    ...map(CSP_VAR, SUBRESOURCE_HEADERS['Content-Security-Policy'], page['Content-Security-Policy']),
    ...map(FRAME_VAR, SUBRESOURCE_HEADERS['X-Frame-Options'], page['X-Frame-Options']),
  ];
}

/**
 * The headers a location sets. nginx inherits `add_header` only into locations that set none, so
 * each location repeats the whole list; `always` puts them on error responses too, like express.
 * A worker's script (sw.js) gets the page's policy whatever its type.
 */
function headerLines(
  config: RuntimeConfig,
  cacheControl: string | null,
  indent: string,
  { worker = false } = {},
): string[] {
  const line = (name: string, value: string) => `${indent}add_header ${name} ${value} always;`;
  const page = documentHeaders(config);
  return [
    ...Object.entries(BASE_HEADERS).map(([name, value]) => line(name, quoted(value))),
    line('Content-Security-Policy', worker ? quoted(page['Content-Security-Policy']) : CSP_VAR),
    line('X-Frame-Options', worker ? quoted(page['X-Frame-Options']) : FRAME_VAR),
    ...(cacheControl ? [line('Cache-Control', quoted(cacheControl))] : []),
  ];
}

export function nginxConf({
  distDir,
  listen,
  upstream,
  config,
  standalone = false,
  mimeTypes = '/etc/nginx/mime.types',
  brotliModule,
}: NginxOptions): string {
  const i2 = '    ';
  const i3 = '        ';
  const hide = SECURITY_HEADER_NAMES.map((name) => `${i3}proxy_hide_header ${name};`);
  const proxy = [
    `${i3}proxy_pass ${upstream};`,
    `${i3}proxy_http_version 1.1;`,
    `${i3}proxy_set_header Host $http_host;`,
    `${i3}proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `${i3}proxy_set_header X-Forwarded-Proto $scheme;`,
    `${i3}client_max_body_size 20m;`,
    // The backend's own copies are replaced by ours, so every response carries exactly one set.
    ...hide,
    ...headerLines(config, null, i3),
  ];
  const location = (match: string, body: string[]) => [`${i2}location ${match} {`, ...body, `${i2}}`, ''];

  const server = [
    'server {',
    `${i2}listen ${listen};`,
    `${i2}root ${distDir};`,
    `${i2}index index.html;`,
    `${i2}server_tokens off;`,
    `${i2}charset utf-8;`,
    '',
    // Precompressed files (name.gz next to name) when the build has them, else compressed on the fly.
    `${i2}gzip on;`,
    `${i2}gzip_static on;`,
    `${i2}gzip_vary on;`,
    `${i2}gzip_proxied any;`,
    `${i2}gzip_min_length 1024;`,
    `${i2}gzip_types ${TEXT_TYPES.join(' ')};`,
    // And their brotli copies (name.br, 15% smaller than gzip on the scripts) to browsers that take them.
    ...(brotliModule ? [`${i2}brotli_static on;`] : []),
    '',
    // The page's market variant (`need-pop`; a hyphen cannot be read as $arg_…).
    `${i2}set $need_pop "";`,
    `${i2}if ($args ~ "(?:^|&)need-pop=(\\w+)") {`,
    `${i3}set $need_pop $1;`,
    `${i2}}`,
    '',
    // Fixed names, revalidated on every visit so a deploy reaches returning visitors.
    ...REVALIDATED.flatMap((name) =>
      location(`= /${name}`, [
        ...headerLines(config, CACHE.noCache, i3, {
          worker: WORKER_SCRIPTS.includes(`/${name}`),
        }),
        `${i3}try_files $uri =404;`,
      ]),
    ),
    // Content-hashed names never change.
    ...location('^~ /assets/', [...headerLines(config, CACHE.immutable, i3), `${i3}try_files $uri =404;`]),
    // The API, and /img/ files the build lacks (the backend serves the seeded logos).
    ...API_PREFIXES.flatMap((prefix) => location(`^~ ${prefix}`, proxy)),
    ...location('^~ /img/', [...headerLines(config, CACHE.short, i3), `${i3}try_files $uri @backend;`]),
    ...location('@backend', proxy),
    // A missing file (a path with an extension) stays a 404.
    ...location('~ \\.[A-Za-z0-9]+$', [...headerLines(config, CACHE.short, i3), `${i3}try_files $uri =404;`]),
    // History fallback: every other path is a client route and gets its own page from the build
    // (pages/<path>.html: its files preloaded, or prerendered in the variant of its `need-pop`, see
    // scripts/prerender/plugin.js), else the app shell (index.html, served by its own location above).
    // No-cache like index.html: a page names this build's files. Hash routes (/#/…) are `/` here.
    ...location('= /', [
      ...headerLines(config, CACHE.noCache, i3),
      `${i3}try_files /pages/home.need-pop-$need_pop.html /pages/home.html /index.html;`,
    ]),
    ...location('/', [
      ...headerLines(config, CACHE.noCache, i3),
      `${i3}try_files /pages$uri.need-pop-$need_pop.html /pages$uri.html /index.html;`,
    ]),
  ];
  server[server.length - 1] = '}';

  // Without `standalone`, the maps and the server block go into the http block (conf.d/ is included there).
  const httpLevel = [...securityMaps(config, i2), '', ...server];
  if (!standalone) return `${httpLevel.join('\n')}\n`;
  return `${[
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    'worker_processes 1;',
    'error_log stderr warn;',
    'pid nginx.pid;',
    '',
    'events {',
    `${i2}worker_connections 512;`,
    '}',
    '',
    'http {',
    `${i2}include ${mimeTypes};`,
    `${i2}default_type application/octet-stream;`,
    `${i2}types { application/manifest+json webmanifest; }`,
    `${i2}access_log off;`,
    `${i2}sendfile on;`,
    `${i2}client_body_temp_path tmp/body;`,
    `${i2}proxy_temp_path tmp/proxy;`,
    `${i2}fastcgi_temp_path tmp/fastcgi;`,
    `${i2}uwsgi_temp_path tmp/uwsgi;`,
    `${i2}scgi_temp_path tmp/scgi;`,
    '',
    ...httpLevel.map((line) => (line ? `${i2}${line}` : line)),
    '}',
  ].join('\n')}\n`;
}
