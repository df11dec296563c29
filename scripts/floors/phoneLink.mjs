/**
 * The bench's slow 4G link for a browser that has no network emulation of its own (WebKitGTK, in
 * `npm run bench:webkit`): an HTTP proxy in front of one origin, on the model Chromium's DevTools
 * emulation uses in `npm run bench`, so the two benches load pages over the same link. Each response's
 * first byte waits the round trip (NETWORK.latency); then every response body being sent shares one
 * downlink of NETWORK.downloadThroughput, a TCP segment's worth at a time, round robin, as parallel
 * connections share a phone's radio. Requests ask for what Safari asks for over HTTPS, where the
 * borrower pages are served: gzip, deflate and brotli. Chromium asks for the same on localhost, the
 * Chromium bench's origin; WebKitGTK's network library decodes brotli but asks for it only over HTTPS.
 * So both benches receive the build's brotli copies where the server has them (`encodings()` counts
 * what the scripts and stylesheets came in). Until the thirty-ninth stop the proxy asked for gzip only,
 * which gave WebKit about 16 KB more than Chromium on a borrower page's first load. Uploads are not
 * slowed: the pages send a few hundred bytes.
 */
import http from 'node:http';
import { NETWORK } from './lab.mjs';

const SEGMENT = 1460;
const TICK_MS = 2;
/** Safari's Accept-Encoding over HTTPS. */
const SAFARI_ENCODINGS = 'gzip, deflate, br';

export function phoneLink({ port, target }) {
  const rate = NETWORK.downloadThroughput;
  const sending = new Set();
  /** Content-Encoding of the JS and CSS answers passed on ('none' when uncompressed), counted. */
  const encodings = new Map();
  let credit = 0;
  let last = performance.now();
  const pump = setInterval(() => {
    const now = performance.now();
    // At most 50 ms of credit: an idle link does not save up bandwidth for a burst.
    credit = Math.min(credit + ((now - last) / 1000) * rate, rate * 0.05);
    last = now;
    let moved = true;
    while (credit >= 1 && moved) {
      moved = false;
      for (const body of sending) {
        if (credit < 1) break;
        if (!body.chunks.length) {
          if (body.ended) {
            sending.delete(body);
            body.res.end();
          }
          continue;
        }
        const chunk = body.chunks[0];
        const n = Math.min(chunk.length, SEGMENT, Math.floor(credit));
        body.res.write(chunk.subarray(0, n));
        credit -= n;
        moved = true;
        if (n === chunk.length) body.chunks.shift();
        else body.chunks[0] = chunk.subarray(n);
      }
    }
  }, TICK_MS);

  const server = http.createServer((req, res) => {
    const asked = performance.now();
    const upstream = http.request(
      target + req.url,
      { method: req.method, headers: { ...req.headers, 'accept-encoding': SAFARI_ENCODINGS } },
      (answer) => {
        if (/\.(js|css)$/.test(new URL(req.url, 'http://x').pathname)) {
          const encoding = answer.headers['content-encoding'] || 'none';
          encodings.set(encoding, (encodings.get(encoding) || 0) + 1);
        }
        const body = { res, chunks: [], ended: false };
        answer.on('data', (chunk) => body.chunks.push(chunk));
        answer.on('end', () => {
          body.ended = true;
        });
        setTimeout(
          () => {
            res.writeHead(answer.statusCode, answer.headers);
            sending.add(body);
          },
          Math.max(0, NETWORK.latency - (performance.now() - asked)),
        );
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        encodings: () => new Map(encodings),
        close() {
          clearInterval(pump);
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}
