import type { Kysely } from 'kysely';

/**
 * What a ledger entry is about, as a key and its values (src/shared/domain/ledger-notes.ts),
 * so the wallet pages say it in the reader's language. Null for the entries made before, whose
 * English description stays what they show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_ledger').addColumn('note_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_ledger').dropColumn('note_json').execute();
}
