import { openPostgres, openSqlite } from '#server/db/database';
import { signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDb } from '../../helpers/test-db';
import { listen } from './live-fixtures';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  baseA: string;
  baseB: string;
  /** A signed-in live socket on one instance's base address, closed with the pair. */
  on: (base: string, token: string) => Promise<LiveTestClient>;
  /** A socket opened otherwise, closed with the pair. */
  track: (client: LiveTestClient) => void;
  close: () => Promise<void>;
}

/**
 * Two API instances on one database and one Redis bus, each listening on a free loopback port: what the
 * fleet runs, for the suites that prove an event on one reaches the sockets of the other.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const db = await createTestDb();
  const second = db.url ? openPostgres(db.url) : openSqlite(db.file ?? '');
  // The connection limit's counter is shared through Redis with every app on this machine (a bench, say).
  const env = { REDIS_URL, RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE: '100000' };
  const a = await createTestApp(env, { db });
  const b = await createTestApp(env, { db: second });
  const clients: LiveTestClient[] = [];
  return {
    a,
    b,
    baseA: await listen(a),
    baseB: await listen(b),
    async on(base, token) {
      const client = await signedInLive(base, token);
      clients.push(client);
      return client;
    },
    track(client) {
      clients.push(client);
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await b.close();
      await a.close();
    },
  };
}
