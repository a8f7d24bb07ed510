/**
 * A whole fleet on this machine, for the fleet test and `npm run bench -- fleet`:
 * PostgreSQL (a fresh database), Redis, an S3-protocol server (s3rver), SMTP capture, N API
 * instances as real `node` processes of the server entry, and nginx in front of them. Every
 * instance gets the settings docs/fleet.md lists, TRUST_PROXY naming the balancer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '#server/config';
import { openPostgres, type Db } from '#server/db/database';
import { manualClock } from '#server/services/clock';
import { bundleServer } from '../fault-server';
import { freePort } from '../ports';
import { startS3Server } from '../s3-server';
import { startSmtpCapture } from '../smtp-capture';
import type { SeedTarget } from '../users';
import { startInstance, type InstanceProcess } from './instance';
import { startBalancer, type Balancer } from './nginx';
import { createFleetDatabase, startRedis } from './services';

export const FLEET_JWT_SECRET = 'fleet-secret-that-is-long-enough-for-hs256-0123456789';
export const FLEET_METRICS_TOKEN = 'fleet-metrics-token-0123456789';

export interface FleetOptions {
  instances: number;
  /** Extra settings of every instance. */
  env?: Record<string, string>;
}

export interface Fleet {
  /** The balancer's address: what clients use. */
  readonly baseUrl: string;
  readonly balancer: Balancer;
  /** The instances by slot; a slot's port stays the same across restarts. */
  readonly instances: InstanceProcess[];
  readonly ports: number[];
  readonly smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** The fleet's database, for seeding users and experts straight into it. */
  readonly seed: SeedTarget;
  /** Starts the instance of `slot` again (after a stop or a kill) and waits until it is ready. */
  restart(slot: number): Promise<InstanceProcess>;
  /**
   * Starts one more instance, not behind the balancer, with settings changed (an empty value
   * unsets one: S3_BUCKET '' keeps its uploads on its disk); stopped with the fleet.
   */
  startStandalone(overrides: Record<string, string>): Promise<InstanceProcess>;
  stop(): Promise<void>;
}

export async function startFleet({ instances: count, env = {} }: FleetOptions): Promise<Fleet> {
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    const [bundle, database, redis, s3, smtp, dataRoot] = await Promise.all([
      bundleServer(),
      createFleetDatabase(),
      startRedis(),
      startS3Server('qurious-fleet'),
      startSmtpCapture(),
      mkdtemp(join(tmpdir(), 'qurious-fleet-')),
    ]);
    stops.push(
      () => bundle.remove(),
      () => database.stop(),
      () => redis.stop(),
      () => s3.close(),
      () => smtp.close(),
      () => rm(dataRoot, { recursive: true, force: true }),
    );
    const ports = await distinctFreePorts(count);
    const balancer = await startBalancer({ upstreams: ports });
    stops.push(() => balancer.stop());
    const envOf = (slot: number): Record<string, string> => ({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.settings.endpoint ?? '',
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      JWT_SECRET: FLEET_JWT_SECRET,
      TURN_SECRET: 'fleet-turn-secret-0123456789',
      METRICS_TOKEN: FLEET_METRICS_TOKEN,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      PUBLIC_URL: balancer.baseUrl,
      DATA_DIR: join(dataRoot, `instance-${slot}`),
      WEB_DIR: join(dataRoot, 'no-web'),
      ...env,
    });
    const instances = await Promise.all(
      ports.map((port, slot) => startInstance(bundle.file, port, envOf(slot))),
    );
    // Stopped before the services they use (first in the reversed list).
    stops.push(() => Promise.all(instances.map((i) => i.kill())));
    const db: Db = openPostgres(database.url, 4);
    stops.push(() => db.close());
    const config = loadConfig(envOf(0));
    return {
      baseUrl: balancer.baseUrl,
      balancer,
      instances,
      ports,
      smtp,
      seed: { db, clock: manualClock(new Date()), deps: { jwtSecret: FLEET_JWT_SECRET, config } },
      async restart(slot) {
        const port = ports[slot];
        if (port === undefined) throw new Error(`no slot ${slot}`);
        instances[slot] = await startInstance(bundle.file, port, envOf(slot));
        return instances[slot];
      },
      async startStandalone(overrides) {
        const extra = await startInstance(bundle.file, await freePort(), {
          ...envOf(ports.length + stops.length),
          ...overrides,
        });
        stops.push(() => extra.kill());
        return extra;
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}
