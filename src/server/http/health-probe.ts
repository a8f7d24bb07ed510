import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { httpContract } from '#shared/contract/http';
import type { Db } from '../db/database';

const PATH = httpContract.health.path;

/**
 * How long an idle kept-alive connection stays open: Fastify's own default, which a server made by a
 * `serverFactory` does not get (Node's is 5 s). A client or proxy that reuses a connection the server
 * has just closed gets ECONNRESET (seen in the e2e suite on a loaded machine: a request 5 s after the
 * last one); proxies keep idle upstream connections for 60 s, so the server keeps them longer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * A load balancer's probe: GET or HEAD of exactly /api/health, from no web page (no Origin, so no
 * CORS answer is owed). Anything else, a query string included, goes through the whole app.
 */
function isProbe(req: IncomingMessage): boolean {
  return req.url === PATH && (req.method === 'GET' || req.method === 'HEAD') && req.headers.origin === undefined;
}

/**
 * The HTTP server of the API with health probes answered before Fastify's pipeline:
 * a probe needs the database checked and nothing the pipeline does for a request (routing, CORS,
 * rate limits, auth, validation, the request log line), and it must keep answering when a plugin
 * misbehaves. The answer is the route's own, byte for byte, security headers included; when the
 * database does not answer, the probe goes through the app, whose route answers and logs the 503.
 * The `/api/health` route stays declared for everything else (tests, a browser's probe).
 */
export function serverWithHealthProbe(db: Db, headers: Readonly<Record<string, string>>) {
  const body = JSON.stringify({ status: 'ok', db: db.kind });
  const answer: Record<string, string> = {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    vary: 'Origin',
  };
  return (app: RequestListener): Server => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (!isProbe(req)) {
        app(req, res);
        return;
      }
      db.ping().then(
        () => {
          res.writeHead(200, answer);
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => app(req, res),
      );
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };
}
