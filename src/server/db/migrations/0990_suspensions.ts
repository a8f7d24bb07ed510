import { sql, type Kysely } from 'kysely';
import { isPostgres, sourceView } from './0921_reviews_held_back';

/**
 * Suspensions (modules/ops/suspend.ts): one row per suspension with its reason, its end (null:
 * until lifted) and how it ended; and the search index counts a gig as listed only while its
 * owner is not suspended, so a suspension takes every gig of the account out of search, the gig
 * page and the expert page at once, and lifting it lists them again. A trigger on
 * `users.suspended_at` refreshes the owner's gigs whenever it changes.
 */
/** In the index's source view (`e` the gig's expert profile): its owner is not suspended. Later rules keep it. */
export const OWNER_NOT_SUSPENDED = 'NOT EXISTS (SELECT 1 FROM users u WHERE u.id = e.user_id AND u.suspended_at IS NOT NULL)';

/** A gig is listed while its expert keeps it active and its owner is not suspended. */
export const LISTED_UNLESS_SUSPENDED = `CASE WHEN g.active = 1 AND ${OWNER_NOT_SUSPENDED} THEN 1 ELSE 0 END`;

const ownersGigs = (user: string) => `SELECT g.id FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id WHERE e.user_id = ${user}`;

const SUSPENDED_GIGS = `SELECT g.id FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id
  JOIN users u ON u.id = e.user_id WHERE u.suspended_at IS NOT NULL`;

async function replaceView(db: Kysely<unknown>, listed: string): Promise<void> {
  const postgres = isPostgres(db);
  const view = sourceView(postgres, true, listed);
  if (postgres) {
    await sql.raw(`CREATE OR REPLACE VIEW gig_search_source AS ${view}`).execute(db);
    await sql.raw(`SELECT qurious_search_refresh(ARRAY(${SUSPENDED_GIGS}))`).execute(db);
    return;
  }
  await sql.raw(`DROP VIEW gig_search_source`).execute(db);
  await sql.raw(`CREATE VIEW gig_search_source AS ${view}`).execute(db);
  await sql.raw(`INSERT INTO gig_search_refresh (gig_id) ${SUSPENDED_GIGS}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_suspensions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operator_id', 'text', (c) => c.references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('suspended_at', 'text', (c) => c.notNull())
    /** When it lifts itself; null: until an operator lifts it. */
    .addColumn('until', 'text')
    /** The ids of the active bookings the operator kept (JSON array). */
    .addColumn('kept_bookings_json', 'text', (c) => c.notNull())
    .addColumn('lifted_at', 'text')
    /** Null with lifted_at set: it reached its end date. */
    .addColumn('lifted_by', 'text', (c) => c.references('users.id'))
    .addColumn('lift_reason', 'text')
    .execute();
  await db.schema.createIndex('account_suspensions_user_idx').on('account_suspensions').columns(['user_id', 'lifted_at']).execute();
  await replaceView(db, LISTED_UNLESS_SUSPENDED);
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION qurious_search_on_suspension() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
        BEGIN
          PERFORM qurious_search_refresh(ARRAY(${ownersGigs('NEW.id')}));
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER gig_search_users_suspended AFTER UPDATE OF suspended_at ON users
        FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
        EXECUTE FUNCTION qurious_search_on_suspension()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER gig_search_users_suspended AFTER UPDATE OF suspended_at ON users
      WHEN NEW.suspended_at IS NOT OLD.suspended_at BEGIN
        INSERT INTO gig_search_refresh (gig_id) ${ownersGigs('NEW.id')};
      END`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TRIGGER IF EXISTS gig_search_users_suspended${isPostgres(db) ? ' ON users' : ''}`).execute(db);
  if (isPostgres(db)) await sql.raw(`DROP FUNCTION IF EXISTS qurious_search_on_suspension()`).execute(db);
  await replaceView(db, 'g.active');
  await db.schema.dropTable('account_suspensions').execute();
}
