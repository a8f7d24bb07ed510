import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();
  await db.schema
    .createTable('gigs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sub_category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('softwares_json', 'text', (c) => c.notNull())
    .addColumn('tags_json', 'text', (c) => c.notNull())
    .addColumn('gallery_json', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gigs_expert_idx').on('gigs').column('expert_id').execute();
  await db.schema
    .createTable('gig_packages')
    .addColumn('gig_id', 'text', (c) => c.notNull().references('gigs.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('session_time', 'text', (c) => c.notNull())
    .addColumn('extra_time', 'text', (c) => c.notNull())
    .addColumn('number_of_sessions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gig_packages_pk', ['gig_id', 'tier'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['gig_packages', 'gigs', 'uploads']) await db.schema.dropTable(t).execute();
}
