import { sql, type RawBuilder } from 'kysely';
import type { Db } from '#server/db/database';

/**
 * The operations console's benchmark data, written by the database itself (one INSERT … SELECT over a
 * generated series, in one transaction): `users` accounts named from 40 first names × 50 last names
 * (`Priya Sharma`), usernames `priyasharma<n>`, emails `priya.sharma<n>@bench.example`, ids `user-<n>`;
 * and `ledgerRows` ledger rows, a tenth of them on the first 100 accounts (1 % of the ledger each at
 * 1,000,000 rows: the heavy wallets), the rest spread evenly over everyone.
 */
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Amelie', 'Ananya', 'Arjun', 'Bruno', 'Camila', 'Chloe', 'Daniel', 'Divya',
  'Elena', 'Farah', 'Gabriel', 'Hana', 'Ines', 'Ishaan', 'Jisoo', 'Kabir', 'Karim', 'Layla',
  'Lucas', 'Maya', 'Minjun', 'Nadia', 'Noah', 'Omar', 'Pedro', 'Pranav', 'Priya', 'Rahul',
  'Rohan', 'Sara', 'Seojun', 'Sofia', 'Tanvi', 'Theo', 'Vikram', 'Yasmin', 'Yuna', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Patel', 'Gupta', 'Singh', 'Kumar', 'Reddy', 'Iyer', 'Nair', 'Das',
  'Silva', 'Santos', 'Costa', 'Oliveira', 'Pereira', 'Martin', 'Bernard', 'Dubois', 'Laurent', 'Moreau',
  'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Saleh', 'Kim', 'Lee', 'Park', 'Choi', 'Jung',
  'Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright',
  'Mehta', 'Joshi', 'Rao', 'Bose', 'Kapoor', 'Ferreira', 'Rocha', 'Girard', 'Fontaine', 'Yoon',
] as const;

/** The heavy wallets: the first this many accounts hold a tenth of the ledger between them. */
export const HEAVY_ACCOUNTS = 100;

/** The n-th account's names (n from 1), as the SQL below writes them. */
export function benchAccount(n: number) {
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? '';
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] ?? '';
  const handle = `${first}${last}`.toLowerCase();
  return { id: `user-${n}`, name: `${first} ${last}`, username: `${handle}${n}`, email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@bench.example` };
}

/** A list as fixed-width text, and the SQL that picks its i-th entry (one expression on both databases). */
function picker(list: readonly string[], index: RawBuilder<number>): RawBuilder<string> {
  const width = Math.max(...list.map((s) => s.length));
  const packed = list.map((s) => s.padEnd(width, ' ')).join('');
  return sql<string>`rtrim(substr(${packed}, (${index}) * ${width} + 1, ${width}))`;
}

/** The series 1..count as rows of `n`: generate_series on PostgreSQL, a recursive CTE on SQLite. */
const series = (db: Db, count: number) =>
  db.kind === 'postgres'
    ? { head: sql``, from: sql`FROM generate_series(1, ${sql.lit(count)}) AS s(n)` }
    : { head: sql`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${sql.lit(count)})`, from: sql`FROM s` };

const text = (db: Db, expr: RawBuilder<unknown>) => (db.kind === 'postgres' ? sql`(${expr})::text` : sql`CAST(${expr} AS TEXT)`);

export async function fillOpsBench(db: Db, users: number, ledgerRows: number): Promise<void> {
  const n = sql<number>`n`;
  const first = picker(FIRST_NAMES, sql<number>`(n % ${sql.lit(FIRST_NAMES.length)})`);
  const last = picker(LAST_NAMES, sql<number>`((n / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(LAST_NAMES.length)})`);
  const at = "'2026-01-01T00:00:00.000Z'";
  await db.kysely.transaction().execute(async (trx) => {
    const s = series(db, users);
    await sql`INSERT INTO users (id, name, username, email, password_hash, email_verified, token_version, created_at, updated_at)
      ${s.head} SELECT 'user-' || ${text(db, n)}, ${first} || ' ' || ${last}, lower(${first} || ${last}) || ${text(db, n)},
        lower(${first}) || '.' || lower(${last}) || ${text(db, n)} || '@bench.example', 'x', 1, 0, ${sql.raw(at)}, ${sql.raw(at)} ${s.from}`.execute(trx);
    // Row n: the first tenth goes round the heavy wallets, the rest round everyone; a minute apart,
    // a top-up (+) every fifth row, the other four spending (-).
    const l = series(db, ledgerRows);
    const heavyUpTo = Math.floor(ledgerRows / 10);
    const owner = sql`CASE WHEN n <= ${sql.lit(heavyUpTo)} THEN n % ${sql.lit(HEAVY_ACCOUNTS)} ELSE n % ${sql.lit(users)} END + 1`;
    const minutes = db.kind === 'postgres'
      ? sql`to_char(timestamp '2026-01-01' + (n * interval '1 minute'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || n || ' minutes')`;
    await sql`INSERT INTO wallet_ledger (id, user_id, kind, credits, booking_id, payment_id, description, created_at)
      ${l.head} SELECT 'entry-' || ${text(db, n)}, 'user-' || ${text(db, owner)},
        CASE WHEN n % 5 = 0 THEN 'topup' ELSE 'hold' END, CASE WHEN n % 5 = 0 THEN 40 ELSE -10 END, NULL, NULL,
        CASE WHEN n % 5 = 0 THEN 'Credits bought' ELSE 'Session booked' END, ${minutes} ${l.from}`.execute(trx);
  });
  await sql.raw(db.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db.kysely);
}
