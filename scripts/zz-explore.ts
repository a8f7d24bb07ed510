import argon2 from 'argon2';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { manualClock } from '#server/services/clock';
import { httpContract, type RouteDef } from '#shared/contract/http';
import { runSeeders } from '#server/seed/index';
const dataDir = mkdtempSync(join(tmpdir(), 'zz-'));
const deps = { ...(await createDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web') }))), clock: manualClock(new Date('2026-06-01T09:00:00Z')) };
const app = await buildApp(deps);
await app.ready();
await runSeeders(deps, () => undefined);
const k = deps.db.kysely;
const hash = await argon2.hash('Demo-password-2026!', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const buyer = await k.selectFrom('users').select(['id', 'email']).where('id', 'in', k.selectFrom('demo_accounts').select('user_id')).where('id', 'not in', k.selectFrom('expert_profiles').select('user_id')).orderBy('id').executeTakeFirstOrThrow();
const expert = await k.selectFrom('users').innerJoin('expert_profiles as e', 'e.user_id', 'users.id').select(['users.id', 'users.email']).where('users.id', 'in', k.selectFrom('demo_accounts').select('user_id')).orderBy('users.id').executeTakeFirstOrThrow();
for (const u of [buyer, expert]) {
  await k.updateTable('users').set({ password_hash: hash }).where('id', '=', u.id).execute();
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrUsername: u.email, password: 'Demo-password-2026!' } });
  console.log(u, res.statusCode, res.body.slice(0, 300));
  const token = res.json<{ token: string }>().token;
  for (const [name, def] of Object.entries(httpContract) as Array<[string, RouteDef]>) {
    if (def.method !== 'GET' || def.auth === 'none' || def.operator || def.path.includes(':')) continue;
    const r = await app.inject({ method: 'GET', url: def.path, headers: { authorization: `Bearer ${token}` } });
    console.log(' ', name, r.statusCode, r.body.length, r.body.slice(0, 160));
  }
}
await app.close();
