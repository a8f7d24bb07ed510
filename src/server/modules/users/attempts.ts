import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../services/clock';
import { tooManyRequests } from '../../http/errors';
import { tooManyAttemptsMessage } from '#shared/domain/auth-messages';
import { ACCOUNT_LIMITS, type AttemptKind } from './limits';
import { sha256 } from './email-tokens';

/** The key of an account in the attempt log and the sign-in throttle: its user id when known, else the hashed identifier. */
export function accountKey(identifier: string, userId?: string | null): string {
  return userId ? `user:${userId}` : `id:${sha256(identifier.trim().toLowerCase())}`;
}

export interface AttemptLog {
  /** Throws 429 when the account already reached its limit for this kind within the window. */
  assertUnder(kind: AttemptKind, key: string): Promise<void>;
  /** How long until one more attempt of this kind fits in the window (0: now). */
  waitMs(kind: AttemptKind, key: string): Promise<number>;
  record(kind: AttemptKind, key: string): Promise<void>;
  /** assertUnder, then record: counts every attempt (signup, resend, forgot). */
  hit(kind: AttemptKind, key: string): Promise<void>;
}

export function createAttemptLog(db: Kysely<Database>, clock: Clock): AttemptLog {
  const windowStart = (kind: AttemptKind) => new Date(clock.now().getTime() - ACCOUNT_LIMITS[kind].windowMs).toISOString();

  const log: AttemptLog = {
    async waitMs(kind, key) {
      const limit = ACCOUNT_LIMITS[kind];
      const row = await db
        .selectFrom('auth_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
        .where('kind', '=', kind)
        .where('account_key', '=', key)
        .where('at', '>', windowStart(kind))
        .executeTakeFirst();
      const count = Number(row?.count ?? 0);
      if (count < limit.max || !row?.oldest) return 0;
      return Math.max(1, Date.parse(row.oldest) + limit.windowMs - clock.now().getTime());
    },
    async assertUnder(kind, key) {
      const wait = await log.waitMs(kind, key);
      if (wait === 0) return;
      throw tooManyRequests(tooManyAttemptsMessage(Math.max(1, Math.ceil(wait / 60_000))));
    },
    async record(kind, key) {
      await db
        .deleteFrom('auth_attempts')
        .where('kind', '=', kind)
        .where('account_key', '=', key)
        .where('at', '<=', windowStart(kind))
        .execute();
      await db
        .insertInto('auth_attempts')
        .values({ id: randomUUID(), kind, account_key: key, at: clock.now().toISOString() })
        .execute();
    },
    async hit(kind, key) {
      await log.assertUnder(kind, key);
      await log.record(kind, key);
    },
  };
  return log;
}
