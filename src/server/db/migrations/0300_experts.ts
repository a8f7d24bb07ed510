import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expert_profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('profile_picture', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hourly_rate', 'integer')
    .addColumn('phone_country', 'text', (c) => c.notNull())
    .addColumn('phone_country_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('phone_verified_at', 'text', (c) => c.notNull())
    .addColumn('strengths_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('expert_languages')
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('expert_languages_pk', ['expert_id', 'language'])
    .execute();
  await db.schema
    .createTable('expert_skills')
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('sub_skills_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('expert_skills_pk', ['expert_id', 'skill'])
    .execute();
  await db.schema
    .createTable('expert_softwares')
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('software', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('expert_softwares_pk', ['expert_id', 'software'])
    .execute();
  await db.schema
    .createTable('expert_professions')
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('profession', 'text', (c) => c.notNull())
    .addColumn('from_year', 'text', (c) => c.notNull())
    .addColumn('to_year', 'text', (c) => c.notNull())
    .addColumn('specialities_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('expert_professions_pk', ['expert_id', 'position'])
    .execute();
  await db.schema.createIndex('expert_languages_language_idx').on('expert_languages').column('language').execute();
  await db.schema.createIndex('expert_skills_skill_idx').on('expert_skills').column('skill').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['expert_professions', 'expert_softwares', 'expert_skills', 'expert_languages', 'expert_profiles']) {
    await db.schema.dropTable(t).execute();
  }
}
