/**
 * The production server: the built app from `distDir` and the contract API (the same msw
 * handlers jest uses) behind one origin, with security and cache headers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { withBoundedBody } from './bodyLimit';
import { handlers } from './handlers';
import { API_PREFIXES, CACHE, REVALIDATED } from './headers';
import { readIdentityFrom } from './identity';
import { reportsHandler } from './reports';
import { runtimeConfigReader } from './runtimeConfig';
import { securityHeadersMiddleware } from './securityHeaders';

export interface AppOptions {
  /** The webpack output: index.html, config.js, sw.js, assets/. */
  distDir: string;
  /** Served at `/img` after distDir, so seeded logos show even if the build did not copy them. */
  publicDir?: string;
}

/** Security and cache headers come from headers.ts, which the nginx recipe reads too. */
const REVALIDATED_NAMES = new Set<string>(REVALIDATED);

function cacheControlFor(filePath: string): string {
  // A precompressed copy (x.js.br, x.js.gz) is cached as the file it compresses.
  if (REVALIDATED_NAMES.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) return CACHE.noCache;
  // Files under assets/ carry a content hash in their name: they never change.
  if (filePath.split(path.sep).includes('assets')) return CACHE.immutable;
  return CACHE.short;
}

function badRequest(res: Response) {
  res.status(400).json({ code: 400, message: 'URL mal formada' });
}

export function createApp({ distDir, publicDir = 'public' }: AppOptions) {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  const imgDir = path.resolve(publicDir, 'img');
  // The same file the page loads, read again whenever it changes.
  const runtimeConfig = runtimeConfigReader(path.join(root, 'config.js'));
  // The company the API's data names is the one config.js gives the page.
  readIdentityFrom(runtimeConfig);
  const app = express();
  app.disable('x-powered-by');

  app.use(securityHeadersMiddleware(runtimeConfig));

  // A path that does not decode (`/%`, `/%c0%ae`) is the client's error, not ours.
  app.use((req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      badRequest(res);
      return;
    }
    next();
  });

  app.use(compression());

  // msw's network error (`HttpResponse.error()`, the `drop` fault) arrives as status 0,
  // which node refuses to write; the honest translation is a reset connection. Installed
  // after compression so this wrapper runs first.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode === 0) {
        res.socket?.destroy();
        return res;
      }
      return end(...args);
    }) as Response['end'];
    next();
  });

  const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) =>
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  // The build's precompressed copies (brotli 11, gzip 9: webpack.config.js) when the browser takes
  // them, else the file (compressed on the fly above). index: false so `/` falls to the history
  // fallback like every other page route.
  app.use(
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { index: false, setHeaders },
    }),
  );
  if (existsSync(imgDir)) app.use('/img', express.static(imgDir, { index: false, setHeaders }));

  // No body parser before this: msw reads the raw request stream (form, JSON, multipart), which
  // withBoundedBody hands on only once it has arrived within the limit (413 past it).
  // The page's reports (when config.js sets reportUrl: '/__reports'), for /testPreview.
  app.use('/__reports', reportsHandler());
  // The API answers in the market the Accept-Language header names (server/market.ts): a cache must
  // not hand one market's answer to the other.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) res.setHeader('Vary', 'Accept-Language');
    next();
  });
  app.use(withBoundedBody(createMiddleware(...handlers)));

  // A page's own HTML when the build made one (scripts/prerender/plugin.js): its files named for
  // preloading, or the public pages prerendered, in the variant of the page's `need-pop`.
  const pagesDir = path.join(root, 'pages');
  const pageHtml = (req: { path: string; url: string }): string => {
    const name = req.path === '/' ? 'home' : req.path.slice(1);
    if (!/^[A-Za-z0-9_-]+$/.test(name)) return indexHtml;
    const needPop = new URL(req.url, 'http://page').searchParams.get('need-pop');
    const candidates = [
      ...(needPop && /^\w+$/.test(needPop) ? [`${name}.need-pop-${needPop}.html`] : []),
      `${name}.html`,
    ];
    const found = candidates.map((f) => path.join(pagesDir, f)).find((f) => existsSync(f));
    return found ?? indexHtml;
  };

  // History fallback: page navigations to client routes get the app shell.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const accept = String(req.headers.accept ?? '*/*');
    // A missing file (a path with an extension) stays a 404; anything else that can take HTML is a page.
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (accept.includes('text/html') || accept.includes('*/*')) &&
      !/\.[a-z0-9]+$/i.test(req.path);
    if (!isPage || API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    res.sendFile(pageHtml(req), { headers: { 'Cache-Control': CACHE.noCache } }, (err) => {
      if (err) next(err);
    });
  });

  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof URIError && !res.headersSent) {
      badRequest(res);
      return;
    }
    console.error('[server]', err);
    if (res.headersSent) {
      res.socket?.destroy();
      return;
    }
    res.status(500).json({ code: 500, success: false, message: 'Error interno del servidor', data: null });
  });

  return app;
}
