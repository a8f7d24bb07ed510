import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred at most). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 for Kysely's SqliteDialect, keeping prepared statements by SQL text: Kysely
 * prepares every query anew, which cost more than running most of ours. Reusing a statement is
 * safe here because Kysely runs one query at a time on the connection (its driver holds a mutex,
 * and a stream or transaction holds the connection to its end), and SQLite re-prepares a statement
 * by itself after a schema change. Least recently used statements leave first.
 */
export function cachingStatements(native: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      native.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = native.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}
