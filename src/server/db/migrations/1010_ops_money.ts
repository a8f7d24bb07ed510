import { sql, type Kysely } from 'kysely';

/**
 * The console's bookings and money (modules/ops-money):
 * - a booking's timeline says why an operator moved it (`booking_events.note`, the reason);
 * - Razorpay's payment events keep what they said (status, amount, the provider's payment id), so
 *   the daily reconciliation can compare them with the ledger's top-ups;
 * - an operator's correction of a settled session may be written more than once per booking (settled
 *   again, and back): the ledger's one-entry-per-booking-and-kind index leaves the correction kinds out;
 * - failed payouts support resolved (retried as a new payout, or left returned to the wallet);
 * - reconciliation runs and the mismatches each found.
 */
const CORRECTION_KINDS = "('correction_credit', 'correction_debit')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_events').addColumn('note', 'text').execute();
  for (const [column, type] of [
    ['status', 'text'],
    ['amount_minor', 'integer'],
    ['currency', 'text'],
    ['provider_payment_id', 'text'],
  ] as const)
    await db.schema.alterTable('payment_events').addColumn(column, type).execute();
  await db.schema.createIndex('payment_events_received_idx').on('payment_events').columns(['received_at']).execute();
  await db.schema.createIndex('payment_events_payment_idx').on('payment_events').columns(['payment_id']).execute();

  await db.schema.dropIndex('wallet_ledger_booking_kind_uq').execute();
  await sql`create unique index wallet_ledger_booking_kind_uq on wallet_ledger (booking_id, kind) where kind not in ${sql.raw(CORRECTION_KINDS)}`.execute(db);

  await db.schema
    .createTable('payout_resolutions')
    .addColumn('payout_id', 'text', (c) => c.primaryKey().references('payouts.id').onDelete('cascade'))
    /** retried (a new payout took the credits again) or returned (they stay in the wallet). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('retry_payout_id', 'text', (c) => c.references('payouts.id'))
    .addColumn('operator_id', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reconciliation_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The job's `job:<day>` (one run per day, however many runners) or an operator's `operator:<id>`. */
    .addColumn('run_key', 'text', (c) => c.notNull().unique())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('users.id'))
    .addColumn('events_checked', 'integer', (c) => c.notNull())
    .addColumn('topups_checked', 'integer', (c) => c.notNull())
    .addColumn('mismatches', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reconciliation_runs_created_idx').on('reconciliation_runs').columns(['created_at']).execute();
  await db.schema
    .createTable('reconciliation_mismatches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('reconciliation_runs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('user_id', 'text')
    /** Paise: what we charged for the credits, and what the provider captured. */
    .addColumn('expected_minor', 'integer')
    .addColumn('captured_minor', 'integer')
    .addColumn('credits', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reconciliation_mismatches_run_idx').on('reconciliation_mismatches').columns(['run_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['reconciliation_mismatches', 'reconciliation_runs', 'payout_resolutions']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('wallet_ledger_booking_kind_uq').execute();
  await db.schema.createIndex('wallet_ledger_booking_kind_uq').unique().on('wallet_ledger').columns(['booking_id', 'kind']).execute();
  await db.schema.dropIndex('payment_events_payment_idx').execute();
  await db.schema.dropIndex('payment_events_received_idx').execute();
  for (const column of ['provider_payment_id', 'currency', 'amount_minor', 'status'])
    await db.schema.alterTable('payment_events').dropColumn(column).execute();
  await db.schema.alterTable('booking_events').dropColumn('note').execute();
}
