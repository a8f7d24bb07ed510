import type { Kysely } from 'kysely';
import {
  SECOND_FACTOR_FRESH_MS,
  SECOND_FACTOR_REQUIRED_CODE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SETUP_REQUIRED_CODE,
  SECOND_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '#shared/domain/second-factor';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { Clock } from '../../services/clock';

/**
 * The check every operator change makes (docs/decisions/operations.md): the caller's account has a
 * second factor on, and the calling session passed it within SECOND_FACTOR_FRESH_MINUTES. Refuses
 * with 403 SECOND_FACTOR_SETUP_REQUIRED (none enrolled: go to the settings page) or 403
 * SECOND_FACTOR_REQUIRED (ask for a code: the step-up dialog, then try again). Read from the
 * database each time, so turning the factor off or a session's pass growing old counts at once.
 */
export async function requireRecentSecondFactor(db: Kysely<Database>, clock: Clock, user: AuthUser): Promise<void> {
  const row = await db
    .selectFrom('users')
    .leftJoin('second_factors', 'second_factors.user_id', 'users.id')
    .leftJoin('auth_sessions', (join) =>
      join.onRef('auth_sessions.user_id', '=', 'users.id').on('auth_sessions.id', '=', user.sessionId ?? ''),
    )
    .select(['second_factors.enabled_at', 'auth_sessions.second_factor_at'])
    .where('users.id', '=', user.id)
    .executeTakeFirst();
  if (!row?.enabled_at) throw new AppError(403, SECOND_FACTOR_SETUP_REQUIRED_CODE, SECOND_FACTOR_SETUP_REQUIRED_MESSAGE);
  const age = row.second_factor_at ? clock.now().getTime() - Date.parse(row.second_factor_at) : Infinity;
  // A pass stamped in the future (a clock moved back) does not count either.
  if (!(age >= 0 && age <= SECOND_FACTOR_FRESH_MS)) throw new AppError(403, SECOND_FACTOR_REQUIRED_CODE, SECOND_FACTOR_REQUIRED_MESSAGE);
}

/** The check bound to the app's database and clock: what the authorization plugin runs for routes flagged `secondFactor`. */
export const secondFactorGate =
  (db: Kysely<Database>, clock: Clock) =>
  (user: AuthUser): Promise<void> =>
    requireRecentSecondFactor(db, clock, user);
