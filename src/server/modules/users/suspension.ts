import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refreshHeldReviews } from '../reviews/held-back';

/**
 * Suspending an account (the operations side decides when): `users.suspended_at` is set, and the
 * account's reviews are held back from every list and rating; restoring it (null) counts them again.
 * Set it only through here, so the reviews follow.
 */
export async function setSuspended(db: Kysely<Database>, userId: string, at: Date | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ suspended_at: at ? at.toISOString() : null }).where('id', '=', userId).execute();
    await refreshHeldReviews(trx, { userIds: [userId] });
  });
}
