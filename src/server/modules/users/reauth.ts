import type { Kysely } from 'kysely';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#shared/domain/account-answers';
import { FRESH_SIGN_IN_MS } from '#shared/domain/account-changes';
import { FRESH_SIGN_IN_NEEDED_MESSAGE } from '#shared/domain/account-changes-answers';
import { USER_GONE_MESSAGE } from '#shared/domain/auth-answers';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import type { Clock } from '../../services/clock';
import { verifyPassword } from './passwords';
import { hasPassword } from './passwords';

const ENTER_PASSWORD = 'Enter your current password';

/**
 * Proof that the person at the keyboard owns the account, before a change that could hand it to
 * someone else (email change, deletion): the current password, or for an account without one
 * (Google, Apple, Facebook only) a session started by a sign-in within the last few minutes.
 */
export async function confirmOwner(
  db: Kysely<Database>,
  clock: Clock,
  user: AuthUser,
  currentPassword: string | undefined,
): Promise<{ id: string; name: string; email: string; language: string | null }> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash', 'language'])
    .where('id', '=', user.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthorized(USER_GONE_MESSAGE);
  if (hasPassword(row.password_hash)) {
    if (currentPassword === undefined) throw badRequest(ENTER_PASSWORD, { currentPassword: ENTER_PASSWORD });
    if (!(await verifyPassword(row.password_hash, currentPassword)))
      throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE }, 'INVALID_PASSWORD');
  } else {
    const session = await db
      .selectFrom('auth_sessions')
      .select('created_at')
      .where('id', '=', user.sessionId ?? '')
      .executeTakeFirst();
    const age = session ? clock.now().getTime() - Date.parse(session.created_at) : Infinity;
    if (!(age <= FRESH_SIGN_IN_MS)) throw new AppError(403, 'FRESH_SIGN_IN_REQUIRED', FRESH_SIGN_IN_NEEDED_MESSAGE);
  }
  return { id: row.id, name: row.name, email: row.email, language: row.language };
}
