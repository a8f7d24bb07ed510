/**
 * The baselines of `npm run bench -- http`, each in a process of its own: `bare` is a node:http
 * server, `fastify` a Fastify app with one route and nothing registered. Both answer the same body
 * as /api/health. Prints `listening <port>` once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const body = JSON.stringify({ status: 'ok', db: 'sqlite' });
const kind = process.argv[2];

if (kind === 'bare') {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
} else if (kind === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ status: 'ok', db: 'sqlite' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`listening ${(app.server.address() as AddressInfo).port}`);
} else {
  throw new Error(`usage: baseline-server.ts bare|fastify (got ${String(kind)})`);
}
