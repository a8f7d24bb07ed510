import type { Kysely } from 'kysely';

/**
 * A request's attachments (up to REQUEST_ATTACHMENTS_MAX images the buyer uploaded through the message
 * image pipeline): their storage keys as a JSON array, '[]' for the requests posted before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('attachments_json', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('requests').dropColumn('attachments_json').execute();
}
