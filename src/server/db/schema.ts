import type { UsersTable } from '../modules/users/tables';

/**
 * The database as Kysely sees it. Each feature declares its tables in its module's `tables.ts`
 * and adds them here. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers, so the
 * same queries run on SQLite and PostgreSQL.
 */
export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: MetaTable;
  users: UsersTable;
}
