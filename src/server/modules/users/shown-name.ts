import { sql, type RawBuilder } from 'kysely';

/**
 * The name another person reads for a user: an expert's display name, since the full name of the
 * expert form is private (expert spec section 3), and otherwise the account's name. For a query
 * that joins `users` as `userAlias` and left-joins `expert_profiles` as `expertAlias`.
 */
export function shownNameOf(userAlias: string, expertAlias: string): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${expertAlias}.display_name`)}, ${sql.ref(`${userAlias}.name`)})`;
}
