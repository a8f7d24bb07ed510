import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usernameBaseFromEmail } from '#shared/domain/user';

/**
 * A free username for a new account: the email's part before '@' made valid (the spec's fallback
 * rule), with the smallest number from 2 up appended when it is taken by a user or an expert.
 */
export async function uniqueUsername(db: Kysely<Database>, email: string): Promise<string> {
  const base = usernameBaseFromEmail(email);
  const pattern = `${base}%`;
  const users = await db.selectFrom('users').select('username as name').where('username', 'like', pattern).execute();
  const experts = await db
    .selectFrom('expert_profiles')
    .select(sql<string>`lower(user_name)`.as('name'))
    .where(sql<string>`lower(user_name)`, 'like', pattern)
    .execute();
  const taken = new Set([...users, ...experts].map((r) => r.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
