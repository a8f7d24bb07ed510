import { sql, type Kysely } from 'kysely';

/**
 * Pro for buyers' bundle (modules/subscriptions/bundle): the credits a paid period gives are a ledger
 * entry of their own kind (`pro_bundle`) naming the invoice that paid for them, at most one per invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_ledger').addColumn('invoice_id', 'text').execute();
  await sql`create unique index wallet_ledger_invoice_uq on wallet_ledger (invoice_id) where invoice_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('wallet_ledger_invoice_uq').execute();
  await db.schema.alterTable('wallet_ledger').dropColumn('invoice_id').execute();
}
