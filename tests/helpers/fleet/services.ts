/**
 * The shared services of a test fleet, each its own: a Redis server (a child process on a free
 * port, so no other suite's counters mix in) and a fresh, migrated PostgreSQL database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openPostgres } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { pgAdmin, pgUrlOf, waitUntilIdle } from '../pg-admin';
import { freePort } from '../ports';
import { exitOf } from '../child-exit';

export interface Service {
  readonly url: string;
  stop(): Promise<void>;
}

/** redis-server in the foreground, nothing saved to disk, on 127.0.0.1 at a free port. */
export async function startRedis(): Promise<Service> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = exitOf(child);
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused until the server listens: the loop below asks again.
  probe.on('error', () => undefined);
  const deadline = Date.now() + 10_000;
  while (
    !(await probe.connect().then(
      () => probe.ping(),
      () => null,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start');
    probe.disconnect();
    await new Promise((r) => setTimeout(r, 25));
  }
  await probe.quit();
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A new PostgreSQL database, migrated; `stop` drops it once its clients are gone. */
export async function createFleetDatabase(): Promise<Service> {
  const name = `qurious_fleet_${randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = pgUrlOf(name);
  const db = openPostgres(url, 1);
  await migrateToLatest(db.kysely);
  await db.close();
  return {
    url,
    stop: () =>
      pgAdmin(async (c) => {
        await waitUntilIdle(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
