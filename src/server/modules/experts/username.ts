import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { expertMessages, isValidUsername } from '#shared/domain/expert-rules';
import { AppError } from '../../http/errors';

/** The answer to a username someone else has (409, under the field). */
export const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', expertMessages.usernameTaken, { userName: expertMessages.usernameTaken });

/**
 * Whether a username is taken, case-insensitively, by another user's account username or by
 * another user's expert profile. The caller's own account username stays theirs to reuse.
 */
export async function isUsernameTaken(db: Kysely<Database>, userName: string, callerId: string | null): Promise<boolean> {
  const lower = userName.toLowerCase();
  const account = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', lower)
    .$if(callerId !== null, (q) => q.where('id', '<>', callerId ?? ''))
    .executeTakeFirst();
  if (account) return true;
  const expert = await db
    .selectFrom('expert_profiles')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', lower)
    .$if(callerId !== null, (q) => q.where('user_id', '<>', callerId ?? ''))
    .executeTakeFirst();
  return expert !== undefined;
}

/** The answer of GET /api/users/check-username: a name breaking the rule is never available. */
export async function isUsernameAvailable(db: Kysely<Database>, userName: string, callerId: string | null): Promise<boolean> {
  if (!isValidUsername(userName)) return false;
  return !(await isUsernameTaken(db, userName, callerId));
}
