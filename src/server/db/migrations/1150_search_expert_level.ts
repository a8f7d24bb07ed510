import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { HOURLY_RATE_BOUNDS } from '#shared/domain/search';
import { LEVEL_IDS } from '#shared/domain/levels';
import { refreshFunction, sourceView as postgresView } from './0502_search_facets_postgres';
import { refreshTrigger, sourceView as sqliteView } from './0502_search_facets_sqlite';

/**
 * The expert's held level in the search index: `gig_search.tier` (0 New, 1 Level 1, 2 Level 2,
 * 3 Top Rated: the rank in LEVEL_IDS), and facet words `tier1`… for the level and every level below
 * it, so "Level 2 and up" is one word of the text index like "4 stars and up". The index's source
 * view reads `expert_levels`; its refresh (trigger on SQLite, function on PostgreSQL) writes the
 * column and the words, and a change of an expert's held level refreshes their gigs (the daily
 * evaluation rewrites every held row; only a changed level touches the index, on both databases
 * a row trigger whose condition is tested before any work). PostgreSQL's
 * covering filter index gains the column, so a level filter without a keyword still counts from it.
 */
const TIER = `COALESCE((SELECT CASE l.level ${LEVEL_IDS.map((id, rank) => `WHEN '${id}' THEN ${rank}`).join(' ')} ELSE 0 END
        FROM expert_levels l WHERE l.expert_id = g.expert_id), 0)`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const FILTERS_INDEX = (withTier: boolean) =>
  `CREATE INDEX gig_search_filters_idx ON gig_search (listed, hourly_rate, level, review_count, rating_sum, lang_mask${withTier ? ', tier' : ''})`;

const LEVEL_EVENTS = ['ins', 'upd', 'del'] as const;

const postgresUp: string[] = [
  `ALTER TABLE gig_search ADD COLUMN tier integer NOT NULL DEFAULT 0`,
  postgresView(`,\n      ${TIER} AS tier`),
  refreshFunction(HOURLY_RATE_BOUNDS, true),
  // Row triggers whose WHEN is tested without calling the function: the daily evaluation's rewrite of an unchanged level costs nothing.
  `CREATE FUNCTION qurious_search_on_level() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM qurious_search_refresh(ARRAY(SELECT s.gig_id FROM gig_search s WHERE s.expert_id = OLD.expert_id));
    ELSE
      PERFORM qurious_search_refresh(ARRAY(SELECT s.gig_id FROM gig_search s WHERE s.expert_id = NEW.expert_id));
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER gig_search_expert_levels_ins AFTER INSERT ON expert_levels FOR EACH ROW WHEN (NEW.level <> 'new') EXECUTE FUNCTION qurious_search_on_level()`,
  `CREATE TRIGGER gig_search_expert_levels_upd AFTER UPDATE OF level ON expert_levels FOR EACH ROW WHEN (NEW.level IS DISTINCT FROM OLD.level)
    EXECUTE FUNCTION qurious_search_on_level()`,
  `CREATE TRIGGER gig_search_expert_levels_del AFTER DELETE ON expert_levels FOR EACH ROW WHEN (OLD.level <> 'new') EXECUTE FUNCTION qurious_search_on_level()`,
  `DROP INDEX gig_search_filters_idx`,
  FILTERS_INDEX(true),
  `SELECT qurious_search_refresh(ARRAY(SELECT s.gig_id FROM gig_search s JOIN expert_levels l ON l.expert_id = s.expert_id))`,
];

const postgresDown: string[] = [
  ...LEVEL_EVENTS.map((e) => `DROP TRIGGER IF EXISTS gig_search_expert_levels_${e} ON expert_levels`),
  `DROP FUNCTION IF EXISTS qurious_search_on_level()`,
  refreshFunction(HOURLY_RATE_BOUNDS),
  `DROP VIEW gig_search_source`,
  postgresView(''),
  `DROP INDEX gig_search_filters_idx`,
  `ALTER TABLE gig_search DROP COLUMN tier`,
  FILTERS_INDEX(false),
  `SELECT qurious_search_refresh(ARRAY(SELECT s.gig_id FROM gig_search s JOIN expert_levels l ON l.expert_id = s.expert_id))`,
];

const refreshExpert = (expertId: string) => `INSERT INTO gig_search_refresh (gig_id) SELECT gig_id FROM gig_search WHERE expert_id = ${expertId};`;

const sqliteUp: string[] = [
  `ALTER TABLE gig_search ADD COLUMN tier INTEGER NOT NULL DEFAULT 0`,
  `DROP VIEW gig_search_source`,
  sqliteView(`,\n      ${TIER} AS tier`),
  `DROP TRIGGER gig_search_refresh_run`,
  refreshTrigger(HOURLY_RATE_BOUNDS, true),
  `CREATE TRIGGER gig_search_expert_levels_ins AFTER INSERT ON expert_levels WHEN NEW.level <> 'new' BEGIN
    ${refreshExpert('NEW.expert_id')}
  END`,
  `CREATE TRIGGER gig_search_expert_levels_upd AFTER UPDATE OF level ON expert_levels WHEN NEW.level IS NOT OLD.level BEGIN
    ${refreshExpert('NEW.expert_id')}
  END`,
  `CREATE TRIGGER gig_search_expert_levels_del AFTER DELETE ON expert_levels WHEN OLD.level <> 'new' BEGIN
    ${refreshExpert('OLD.expert_id')}
  END`,
  `INSERT INTO gig_search_refresh (gig_id) SELECT s.gig_id FROM gig_search s JOIN expert_levels l ON l.expert_id = s.expert_id`,
];

const sqliteDown: string[] = [
  ...LEVEL_EVENTS.map((e) => `DROP TRIGGER IF EXISTS gig_search_expert_levels_${e}`),
  `DROP TRIGGER gig_search_refresh_run`,
  refreshTrigger(HOURLY_RATE_BOUNDS),
  `DROP VIEW gig_search_source`,
  sqliteView(''),
  `ALTER TABLE gig_search DROP COLUMN tier`,
  `INSERT INTO gig_search_refresh (gig_id) SELECT s.gig_id FROM gig_search s JOIN expert_levels l ON l.expert_id = s.expert_id`,
];

async function runAll(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, isPostgres(db) ? postgresUp : sqliteUp);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, isPostgres(db) ? postgresDown : sqliteDown);
}
