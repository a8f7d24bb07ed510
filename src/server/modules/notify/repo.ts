import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotifyStatus } from '#shared/contract/http/notify';

export async function findNotifyStatus(db: Kysely<Database>, userId: string): Promise<NotifyStatus> {
  const row = await db
    .selectFrom('early_notifications')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { notified: row !== undefined, since: row?.created_at ?? null };
}

/** Inserts the wish once: a second (or concurrent) request keeps the first row and its time. */
export async function recordNotifyWish(db: Kysely<Database>, userId: string, now: Date): Promise<NotifyStatus> {
  await db
    .insertInto('early_notifications')
    .values({ user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return findNotifyStatus(db, userId);
}
