import { sql, type RawBuilder } from 'kysely';
import type { OpsAccount } from '#shared/contract/http/ops';
import { OPS_SEARCH_PAGE_SIZE } from '#shared/domain/ops-console';
import type { Db } from '../../db/database';

type SearchColumn = 'name' | 'username' | 'email';

/**
 * The key a prefix search compares: the lower-cased column, bytewise on PostgreSQL (COLLATE "C") so
 * that a range from the prefix up to its successor holds exactly the values starting with it. The
 * expressions are the ones migration 0970 indexes: changing one here without it makes the search scan.
 */
const prefixKey = (db: Db, column: SearchColumn): RawBuilder<string> =>
  db.kind === 'postgres' ? sql<string>`(lower(${sql.ref(`users.${column}`)}) COLLATE "C")` : sql<string>`lower(${sql.ref(`users.${column}`)})`;

/** The first string after every string starting with `prefix` (its last character moved up by one). */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop();
  if (last === undefined) return '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** The search's query (one page and one row more, to know whether another page follows). */
export function searchQuery(db: Db, text: string, page: number) {
  const low = text.trim().toLowerCase();
  const high = prefixEnd(low);
  return db.kysely
    .selectFrom('users')
    .leftJoin('expert_profiles as e', 'e.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.email',
      'users.email_verified',
      'users.created_at',
      'users.suspended_at',
      'users.deleted_at',
      'e.user_name as expert_user_name',
    ])
    .where((eb) =>
      eb.or([
        eb('users.id', '=', text.trim()),
        ...(['name', 'username', 'email'] as const).map((column) =>
          eb.and([eb(prefixKey(db, column), '>=', low), eb(prefixKey(db, column), '<', high)]),
        ),
      ]),
    )
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(OPS_SEARCH_PAGE_SIZE + 1)
    .offset((page - 1) * OPS_SEARCH_PAGE_SIZE);
}

/**
 * Accounts whose name, email or username starts with the text (any case), or whose id is exactly it;
 * by name then id, a page of OPS_SEARCH_PAGE_SIZE. Deleted and suspended accounts are found too.
 */
export async function searchAccounts(db: Db, text: string, page: number): Promise<{ users: OpsAccount[]; hasMore: boolean }> {
  const rows = await searchQuery(db, text, page).execute();
  return {
    users: rows.slice(0, OPS_SEARCH_PAGE_SIZE).map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      email: r.email,
      emailVerified: r.email_verified === 1,
      createdAt: r.created_at,
      suspendedAt: r.suspended_at,
      deletedAt: r.deleted_at,
      expertUserName: r.expert_user_name,
    })),
    hasMore: rows.length > OPS_SEARCH_PAGE_SIZE,
  };
}
