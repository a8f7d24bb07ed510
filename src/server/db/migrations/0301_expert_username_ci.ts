import { sql, type Kysely } from 'kysely';

/**
 * Expert usernames are unique whatever their case ('Ada' and 'ada' would share the profile URL
 * /users/{username} for a reader): a unique index on lower(user_name) enforces it even when two
 * submissions race past the availability check. Expression indexes work on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('expert_profiles_user_name_lower_idx')
    .on('expert_profiles')
    .unique()
    .column(sql`lower(user_name)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('expert_profiles_user_name_lower_idx').execute();
}
