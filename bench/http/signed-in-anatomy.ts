import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '#server/db/schema';
import { cachingStatements } from '#server/db/statement-cache';
import { createAuthenticator, signedInSession } from '#server/modules/users/authenticator';
import { prepareQuery } from '#server/db/prepared';
import { toPublicUser } from '#server/modules/users/public-user';
import { createTokenService } from '#server/modules/users/tokens';
import { rememberVerifiedTokens } from '#server/modules/users/verified-tokens';
import { resolveJwtSecret } from '#server/secret';
import { systemClock } from '#server/services/clock';

const ROUNDS = 3;

/** The user lookup the authenticator ran before sign-ins were session rows (no session row): the "before" of the revocation check. */
const userOnly = prepareQuery<{ userId: string }, { id: string; token_version: number; expert_id: string | null }>((db, p) =>
  db
    .selectFrom('users')
    .leftJoin('expert_profiles', 'expert_profiles.user_id', 'users.id')
    .select(['users.id', 'users.token_version', 'expert_profiles.id as expert_id'])
    .where('users.id', '=', p.userId),
);
const OPS = 2000;

/** CPU time (user + system) per call in µs, the lowest of a few rounds (a busy machine only adds). */
async function cpuPerCall(fn: () => Promise<unknown>): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < ROUNDS; r += 1) {
    const start = process.cpuUsage();
    for (let i = 0; i < OPS; i += 1) await fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / OPS);
  }
  return best;
}

/**
 * What a signed-in read spends before its own work, measured in this process on the bench's data
 * — verifying the token (jose, HS256 over WebCrypto) or finding it remembered, the
 * authenticator's user lookup, with and without kept statements, and the queries of /api/users/me.
 */
export async function signedInAnatomy(dataDir: string, token: string): Promise<Record<string, number>> {
  const file = join(dataDir, 'qurious.sqlite');
  const open = (cache: boolean) => {
    const native = new SQLite(file, { readonly: true });
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: cache ? cachingStatements(native) : native }) });
  };
  const kept = open(true);
  const fresh = open(false);
  const plain = createTokenService(resolveJwtSecret(undefined, dataDir), 3600, systemClock);
  const remembered = rememberVerifiedTokens(plain, systemClock);
  const { sub, sid } = decodeJwt(token);
  const userId = String(sub);
  const sessionId = String(sid);
  const figures: Record<string, number> = {};
  // A real Fastify request carries the token to the authenticator.
  const probe = Fastify();
  probe.get('/probe', async (request) => {
    figures['token verify, jose HS256 µs CPU'] = await cpuPerCall(() => plain.verify(token));
    figures['token verify, remembered µs CPU'] = await cpuPerCall(() => remembered.verify(token));
    figures['authenticate as before (verify + lookup, statement prepared each time) µs CPU'] = await cpuPerCall(() =>
      createAuthenticator(fresh, plain, systemClock).authenticate(request),
    );
    figures['authenticate now (remembered token + lookup, statement kept) µs CPU'] = await cpuPerCall(() =>
      createAuthenticator(kept, remembered, systemClock).authenticate(request),
    );
    // The revocation check is the session row read with the user, by primary keys.
    figures['lookup before sessions (user only) µs CPU'] = await cpuPerCall(() => userOnly.first(kept, { userId }));
    figures['lookup with the revocation check (session + user) µs CPU'] = await cpuPerCall(() =>
      signedInSession.first(kept, { sessionId, now: new Date().toISOString() }),
    );
    figures['/api/users/me queries (3), statements prepared each time µs CPU'] = await cpuPerCall(() => toPublicUser(fresh, userId));
    figures['/api/users/me queries (3), statements kept µs CPU'] = await cpuPerCall(() => toPublicUser(kept, userId));
    return {};
  });
  try {
    const res = await probe.inject({ method: 'GET', url: '/probe', headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`probe answered ${res.statusCode}: ${res.body}`);
    return figures;
  } finally {
    await probe.close();
    await kept.destroy();
    await fresh.destroy();
  }
}
