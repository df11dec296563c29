/**
 * Plain node http against a listening contract server (not fetch), so the tests control exactly
 * what goes on the wire: headers, malformed paths, and bodies streamed in chunks.
 */
import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function request(
  origin: string,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = http.request({ hostname, port, path: urlPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface StreamedReply {
  status: number;
  body: string;
  /** Bytes the client managed to write before the server answered or cut the connection. */
  sent: number;
}

/**
 * POSTs `total` bytes in 64 KB chunks, with `Transfer-Encoding: chunked` unless a
 * `Content-Length` is given, honouring backpressure (so the client never holds the body).
 * Resolves with the answer even when the server cuts the connection after it.
 */
export function postStreamed(
  origin: string,
  urlPath: string,
  total: number,
  headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' },
): Promise<StreamedReply> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const sendHeaders = { ...headers };
    if (!Object.keys(sendHeaders).some((h) => h.toLowerCase() === 'content-length'))
      sendHeaders['Transfer-Encoding'] = 'chunked';
    let sent = 0;
    let reply: StreamedReply | null = null;
    const req = http.request({ hostname, port, path: urlPath, method: 'POST', headers: sendHeaders, agent: false });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        reply = { status: res.statusCode ?? 0, body, sent };
        resolve(reply);
      });
    });
    // The server may cut the connection once it has answered: the answer is what counts.
    req.on('error', (err) => setTimeout(() => (reply ? resolve(reply) : reject(err)), 500));
    const pump = () => {
      while (sent < total && !req.destroyed && !answered) {
        const piece = total - sent < chunk.length ? chunk.subarray(0, total - sent) : chunk;
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!req.destroyed && !answered) req.end();
    };
    pump();
  });
}
