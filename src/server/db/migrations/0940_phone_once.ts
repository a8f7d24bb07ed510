import { sql, type Kysely } from 'kysely';

/**
 * One phone, one expert. A number is on at most one expert profile: a unique index on the stored
 * number, which is always the E.164 form of a verified Firebase phone token (a deleted account's
 * profile keeps '' and is left out). Profiles that already share a number keep it on the oldest
 * profile (by creation, then id); the others lose the number (number, country and dial code are
 * cleared, as for a deleted account), keep everything else, and need support to give them a number
 * again. A phone sign-in is used for one profile only: `phone_sign_ins` keeps each used sign-in
 * (its Firebase uid and auth_time) until no token of it can still be valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE expert_profiles SET phone_number = '', phone_country = '', phone_country_code = ''
    WHERE phone_number <> '' AND EXISTS (
      SELECT 1 FROM expert_profiles older
      WHERE older.phone_number = expert_profiles.phone_number
        AND (older.created_at < expert_profiles.created_at OR (older.created_at = expert_profiles.created_at AND older.id < expert_profiles.id))
    )`.execute(db);
  await db.schema
    .createIndex('expert_profiles_phone_number_idx')
    .on('expert_profiles')
    .unique()
    .column('phone_number')
    .where(sql.ref('phone_number'), '<>', '')
    .execute();
  await db.schema
    .createTable('phone_sign_ins')
    .addColumn('sign_in', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phone_sign_ins_expires_idx').on('phone_sign_ins').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_sign_ins').execute();
  await db.schema.dropIndex('expert_profiles_phone_number_idx').execute();
}
