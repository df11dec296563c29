/**
 * Just the slice of express and compression the contract server uses: the project ships
 * no @types for them, and strict mode must not let their calls fall back to `any`.
 */
declare module 'express' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export interface Request extends IncomingMessage {
    method: string;
    url: string;
    path: string;
  }
  export interface Response extends ServerResponse {
    status(code: number): Response;
    json(body: unknown): Response;
    type(contentType: string): Response;
    send(body: string): Response;
    sendFile(path: string, options: { headers?: Record<string, string> }, done: (err?: Error) => void): void;
  }
  export type NextFunction = (err?: unknown) => void;
  export type RequestHandler = (req: Request, res: Response, next: NextFunction) => void;
  export type ErrorRequestHandler = (err: unknown, req: Request, res: Response, next: NextFunction) => void;

  export interface Application {
    (req: IncomingMessage, res: ServerResponse): void;
    disable(setting: string): Application;
    use(...handlers: Array<RequestHandler | ErrorRequestHandler>): Application;
    use(path: string, ...handlers: RequestHandler[]): Application;
    listen(port: number, host: string, callback?: () => void): Server;
  }
  export interface StaticOptions {
    index?: false | string;
    fallthrough?: boolean;
    setHeaders?: (res: ServerResponse, filePath: string) => void;
  }
  interface Express {
    (): Application;
    static(root: string, options?: StaticOptions): RequestHandler;
  }
  const express: Express;
  export default express;
}

declare module 'compression' {
  import type { RequestHandler } from 'express';
  export default function compression(options?: { threshold?: number | string }): RequestHandler;
}
