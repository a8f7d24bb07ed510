import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (bind to it soon, and retry on EADDRINUSE). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Whether an error is a bind to a port another process took first. */
export const isAddressInUse = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'EADDRINUSE';
