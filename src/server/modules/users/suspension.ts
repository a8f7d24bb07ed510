import { ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage } from '#shared/domain/suspension-answers';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../http/errors';
import { refreshHeldReviews } from '../reviews/held-back';

/**
 * Suspending an account (the operations side decides when: modules/ops/suspend.ts): `users.suspended_at`
 * is set, and the account's reviews are held back from every list and rating; restoring it (null)
 * counts them again. Set it only through here, so the reviews follow; the search index follows by
 * itself (a trigger on the column, migration 0990).
 */
export async function setSuspended(db: Queryable, userId: string, at: Date | null): Promise<void> {
  const write = async (trx: Queryable) => {
    await trx.updateTable('users').set({ suspended_at: at ? at.toISOString() : null }).where('id', '=', userId).execute();
    await refreshHeldReviews(trx, { userIds: [userId] });
  };
  // Inside a caller's transaction it writes there; on its own it opens one, so the reviews follow the flag.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** The account's suspension while it lasts (since when, until when: null until lifted), or null. */
export async function suspensionOf(db: Queryable, userId: string): Promise<{ since: string; until: string | null } | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('account_suspensions as s', (j) => j.onRef('s.user_id', '=', 'users.id').on('s.lifted_at', 'is', null))
    .select(['users.suspended_at', 's.until'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row?.suspended_at) return null;
  return { since: row.suspended_at, until: row.until ?? null };
}

/** Refuses (403 ACCOUNT_SUSPENDED, naming the end) what a suspended account asks for: a sign-in, a booking, a withdrawal. */
export async function refuseIfSuspended(db: Queryable, userId: string): Promise<void> {
  const suspension = await suspensionOf(db, userId);
  if (suspension) throw new AppError(403, ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage(suspension.until));
}
