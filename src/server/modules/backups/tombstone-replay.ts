import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { erasePersonalData } from '../users/account-deletion';
import type { Tombstone } from './tombstones';

/**
 * Erases again, in a restored database, every account a tombstone names that the copy still has
 * undeleted (as the deletion did, without its checks: it happened). Answers the accounts erased and
 * their uploads' keys, whose files are to go too.
 */
export async function replayTombstones(db: Kysely<Database>, tombstones: readonly Tombstone[]): Promise<{ erased: string[]; keys: string[] }> {
  const keys: string[] = [];
  const erasedUsers: string[] = [];
  for (const t of tombstones) {
    const erased = await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('deleted_at').where('id', '=', t.userId).executeTakeFirst();
      if (!user || user.deleted_at !== null) return null;
      const expert = await trx.selectFrom('expert_profiles').select('id').where('user_id', '=', t.userId).executeTakeFirst();
      return (await erasePersonalData(trx, t.userId, expert?.id ?? null, t.deletedAt)).keys;
    });
    if (erased) {
      erasedUsers.push(t.userId);
      keys.push(...erased);
    }
  }
  return { erased: erasedUsers, keys };
}
