import type { Kysely } from 'kysely';

/**
 * A top-up carries the buyer's request id (the Buy credits form's idempotency key), one
 * payment per buyer and request id, so a retried purchase finds the first instead of paying twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('request_id', 'text').execute();
  await db.schema
    .createIndex('payments_request_uq')
    .unique()
    .on('payments')
    .columns(['user_id', 'request_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_request_uq').execute();
  await db.schema.alterTable('payments').dropColumn('request_id').execute();
}
