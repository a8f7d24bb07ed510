import { sql, type Kysely } from 'kysely';

/**
 * The live session. A booking keeps its package's extra time (copied at booking time like
 * the session time; older bookings take it from their package if it still exists), and every join
 * and leave of the call room is recorded: settlement reads who attended, and for how long together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('extra_time', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE bookings SET extra_time = COALESCE((SELECT p.extra_time FROM gig_packages p WHERE p.gig_id = bookings.gig_id AND p.tier = bookings.tier), '')`.execute(
    db,
  );
  await db.schema
    .createTable('session_attendance')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The socket that joined: one open stretch per connection, closed when it leaves or drops. */
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text')
    .execute();
  await db.schema
    .createIndex('session_attendance_booking_idx')
    .on('session_attendance')
    .columns(['booking_id', 'user_id', 'joined_at'])
    .execute();
  await db.schema
    .createIndex('session_attendance_connection_uq')
    .unique()
    .on('session_attendance')
    .columns(['booking_id', 'connection_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_attendance').execute();
  await db.schema.alterTable('bookings').dropColumn('extra_time').execute();
}
