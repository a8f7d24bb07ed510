import { sql, type Kysely } from 'kysely';

/**
 * Durable jobs (server/jobs). A job is work due at a time (a request's 72-hour expiry, a
 * session's settlement, a reminder), kept in the database so it survives a restart, and claimed
 * with a conditional UPDATE so that with several API instances each runs once. (kind, key) is
 * unique: scheduling the same job twice keeps one.
 *
 * Bookings made before this migration get their jobs here: every open request its expiry, every
 * accepted booking its settlement (due at its start; the settlement waits for the window's close).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    /** pending → running → done; or back to pending (retry, with backoff) or failed (attempts used up). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** A running job whose lease ran out (its worker crashed) is claimed again. */
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('jobs_pk', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  const now = new Date().toISOString();
  await sql`INSERT INTO jobs (kind, key, run_at, status, attempts, created_at, updated_at)
    SELECT 'booking.expire', id, expires_at, 'pending', 0, ${now}, ${now} FROM bookings WHERE stage = 'requested'`.execute(
    db,
  );
  await sql`INSERT INTO jobs (kind, key, run_at, status, attempts, created_at, updated_at)
    SELECT 'booking.settle', id, scheduled_at, 'pending', 0, ${now}, ${now} FROM bookings
    WHERE stage = 'accepted' AND scheduled_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
