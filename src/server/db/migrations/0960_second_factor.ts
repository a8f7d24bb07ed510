import type { Kysely } from 'kysely';

/**
 * The second factor: the account's TOTP secret (encrypted with a key derived from the server's
 * secret; enabled_at null while enrolment waits for its first code), its recovery codes (hashed,
 * each used once), and on each session row when it last passed the second factor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('second_factors')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    /** AES-256-GCM of the base32 secret: version.iv.tag.ciphertext, base64url. */
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
    .addColumn('last_used_step', 'integer')
    .execute();

  await db.schema
    .createTable('second_factor_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** SHA-256 of the code (random, 50 bits: no slow hash needed), hex. */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('second_factor_recovery_codes_user_idx')
    .on('second_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  await db.schema.alterTable('auth_sessions').addColumn('second_factor_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').dropColumn('second_factor_at').execute();
  await db.schema.dropTable('second_factor_recovery_codes').execute();
  await db.schema.dropTable('second_factors').execute();
}
