import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usernameBaseFromName, usernameCandidate } from '#shared/domain/user';

/** Random candidates tried before the number grows a digit (10,000 per base: a clash is rare). */
const TRIES = 8;

/**
 * A free username for a new account: the person's name made valid and a random four-digit number
 * (`ada.lovelace.4821`), so it says nothing about the email address; a candidate taken by a user or
 * an expert, case-insensitively, is drawn again, and after TRIES clashes an eight-digit number is used.
 */
export async function uniqueUsername(db: Kysely<Database>, name: string): Promise<string> {
  const base = usernameBaseFromName(name);
  const taken = async (candidate: string) => {
    const user = await db.selectFrom('users').select('id').where('username', '=', candidate).executeTakeFirst();
    if (user) return true;
    const expert = await db
      .selectFrom('expert_profiles')
      .select('id')
      .where(sql<string>`lower(user_name)`, '=', candidate)
      .executeTakeFirst();
    return expert !== undefined;
  };
  for (let i = 0; i < TRIES; i += 1) {
    const candidate = usernameCandidate(base, randomInt(1_000_000) / 1_000_000);
    if (!(await taken(candidate))) return candidate;
  }
  for (;;) {
    const candidate = usernameCandidate(base, randomInt(100_000_000) / 100_000_000, 8);
    if (!(await taken(candidate))) return candidate;
  }
}
