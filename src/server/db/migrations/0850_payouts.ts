import type { Kysely } from 'kysely';

/**
 * Experts' withdrawals. An expert's payout account (one per user: a UPI id or a bank
 * account, kept with its masked form), and payouts: a withdrawal of credits to that account,
 * requested → paid or failed. The ledger entries of a payout name it (payout_id): one withdrawal
 * and at most one return per payout, which the unique index guarantees whatever runs twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('details_json', 'text', (c) => c.notNull())
    .addColumn('masked', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    /** The account as it was when the withdrawal was asked for (a later change does not redirect it). */
    .addColumn('details_json', 'text', (c) => c.notNull())
    .addColumn('masked', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_user_idx').on('payouts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payouts_request_uq').unique().on('payouts').columns(['user_id', 'request_id']).execute();
  await db.schema.alterTable('wallet_ledger').addColumn('payout_id', 'text').execute();
  await db.schema
    .createIndex('wallet_ledger_payout_kind_uq')
    .unique()
    .on('wallet_ledger')
    .columns(['payout_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_ledger_payout_kind_uq').execute();
  await db.schema.alterTable('wallet_ledger').dropColumn('payout_id').execute();
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('payout_accounts').execute();
}
