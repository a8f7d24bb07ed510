import { loadConfig } from '#server/config';
import { startServer } from '#server/server';
import type { AppDeps } from '#server/app';
import { runSeeders } from '#server/seed/index';
import { buildWebIfStale } from './build-if-stale';
import { prepareAuthEmulator } from './firebase-emulator';
import { startLocalTurn } from './local-turn';

/**
 * `npm start`: migrates the embedded SQLite database (or PostgreSQL with DATABASE_URL), seeds the demo
 * marketplace on an empty database, then serves the API and the browser build on
 * http://localhost:5500. Bundled into out/server/start.mjs and run by plain node once
 * scripts/build-stale.ts has built what was stale; `npm run dev:server` runs it from the sources
 * through tsx.
 */
const log = (line: string) => console.log(`[qurious] ${line}`);

async function seedOnFirstStart(deps: AppDeps): Promise<void> {
  const seeded = await deps.db.kysely.selectFrom('app_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  if (seeded) return;
  log('First start: adding the demo marketplace (npm run seed -- --remove takes it away).');
  await runSeeders(deps, log);
  await deps.db.kysely.insertInto('app_meta').values({ key: 'seeded_at', value: new Date().toISOString() }).execute();
}

/**
 * Under `npm start` one Ctrl-C reaches this process twice: from the terminal, which signals the whole
 * process group, and from npm, which forwards what it gets to its script (a SIGTERM to the group too).
 * The server shuts down on the first; a copy within a second is the same signal and is dropped, where
 * Node would end the process at once on it; a later one still ends it at once (a second Ctrl-C).
 */
function dropForwardedCopies(signal: 'SIGINT' | 'SIGTERM'): void {
  let firstAt: number | null = null;
  process.on(signal, () => {
    if (firstAt === null) firstAt = Date.now();
    else if (Date.now() - firstAt > 1000) process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
dropForwardedCopies('SIGINT');
dropForwardedCopies('SIGTERM');

// From the sources the browser build is brought up to date here; bundled, scripts/build-stale.ts did it.
if (import.meta.url.endsWith('.ts')) buildWebIfStale(log);
// Before the config is read: it points the API at the emulator (FIREBASE_AUTH_EMULATOR_HOST).
const startAuthEmulator = await prepareAuthEmulator(log);
const config = loadConfig();
// The demo marketplace is written before the server listens, so the first answer is a complete one.
await startServer(process.env, { beforeListen: seedOnFirstStart });
// The Auth emulator and coturn start once the API listens: the API only hands out their addresses, and
// on a small machine they would take the CPU its start needs (coturn's first STUN answer also takes
// seconds after a kill -9, while the previous one lets go of the port).
startAuthEmulator?.();
void startLocalTurn(config, log).catch((err: unknown) => log(`coturn could not start: ${err instanceof Error ? err.message : String(err)}`));
log(`Open http://localhost:${config.port} — mail goes to ${config.smtpUrl ? config.smtpUrl : `${config.dataDir}/outbox`}.`);
