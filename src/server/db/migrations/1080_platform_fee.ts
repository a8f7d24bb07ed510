import { sql, type Kysely } from 'kysely';

/**
 * The platform's fee (modules/wallet/fees):
 * - each booking keeps the fee percent in force when it was made (bookings made before: none, 0);
 * - the platform's own ledger: the other side of every fee entry in an expert's wallet, so a fee moves
 *   credits between two accounts like every other entry;
 * - a booking's fee is adjusted each time its expert's share changes (a dispute, a correction), so the
 *   fee kinds leave the ledger's one-entry-per-booking-and-kind index, as the correction kinds do;
 * - a plain index of the ledger by booking, for the reads of a booking's entries.
 */
const REPEATABLE_KINDS = "('correction_credit', 'correction_debit', 'fee', 'fee_return')";
const CORRECTION_KINDS = "('correction_credit', 'correction_debit')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('fee_percent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('platform_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ledger_entry_id', 'text', (c) => c.notNull().unique())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('platform_ledger_created_idx').on('platform_ledger').columns(['created_at']).execute();
  await db.schema.createIndex('platform_ledger_booking_idx').on('platform_ledger').columns(['booking_id']).execute();
  await db.schema.dropIndex('wallet_ledger_booking_kind_uq').execute();
  await sql`create unique index wallet_ledger_booking_kind_uq on wallet_ledger (booking_id, kind) where kind not in ${sql.raw(REPEATABLE_KINDS)}`.execute(db);
  // A booking's entries read whole (its fee on every release, a correction's reversal, the console's
  // timeline): the partial index above serves only queries that name a kind outside its exclusions.
  await db.schema.createIndex('wallet_ledger_booking_idx').on('wallet_ledger').columns(['booking_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_ledger_booking_idx').execute();
  await db.schema.dropIndex('wallet_ledger_booking_kind_uq').execute();
  await sql`create unique index wallet_ledger_booking_kind_uq on wallet_ledger (booking_id, kind) where kind not in ${sql.raw(CORRECTION_KINDS)}`.execute(db);
  await db.schema.dropTable('platform_ledger').execute();
  await db.schema.alterTable('bookings').dropColumn('fee_percent').execute();
}
