import { loadConfig } from '#server/config';
import { startServer } from '#server/server';
import type { AppDeps } from '#server/app';
import { runSeeders } from '#server/seed/index';
import { buildWebIfStale } from './build-if-stale';
import { startAuthEmulator } from './firebase-emulator';
import { startLocalTurn } from './local-turn';

/**
 * `npm start`: builds what is missing, migrates the embedded SQLite database (or PostgreSQL with
 * DATABASE_URL), seeds the demo marketplace on an empty database, then serves the API and the
 * browser build on http://localhost:5500.
 */
const log = (line: string) => console.log(`[qurious] ${line}`);

async function seedOnFirstStart(deps: AppDeps): Promise<void> {
  const seeded = await deps.db.kysely.selectFrom('app_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  if (seeded) return;
  log('First start: adding the demo marketplace (npm run seed -- --remove takes it away).');
  await runSeeders(deps, log);
  await deps.db.kysely.insertInto('app_meta').values({ key: 'seeded_at', value: new Date().toISOString() }).execute();
}

buildWebIfStale(log);
// Before the config is read: it points the API at the emulator (FIREBASE_AUTH_EMULATOR_HOST).
await startAuthEmulator(log);
const config = loadConfig();
await startLocalTurn(config, log);
// The demo marketplace is written before the server listens, so the first answer is a complete one.
await startServer(process.env, { beforeListen: seedOnFirstStart });
log(`Open http://localhost:${config.port} — mail goes to ${config.smtpUrl ? config.smtpUrl : `${config.dataDir}/outbox`}.`);
