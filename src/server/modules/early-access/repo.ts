import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EarlyAccessStatus } from '#shared/contract/http/early-access';

export async function findEarlyAccessStatus(db: Kysely<Database>, userId: string): Promise<EarlyAccessStatus> {
  const row = await db
    .selectFrom('early_notifications')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { notified: row !== undefined, since: row?.created_at ?? null };
}

/** Inserts the wish once: a second (or concurrent) request keeps the first row and its time. */
export async function recordEarlyAccessWish(db: Kysely<Database>, userId: string, now: Date): Promise<EarlyAccessStatus> {
  await db
    .insertInto('early_notifications')
    .values({ user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return findEarlyAccessStatus(db, userId);
}
