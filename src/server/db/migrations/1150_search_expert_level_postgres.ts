/**
 * Migration 1150 on PostgreSQL: `gig_search.tier`, the source view with the held level, and the
 * refresh function that writes the column and its facet lexemes ('=tier1'…). The function is 0502's
 * as 1050 left it (credit buckets) with the level added. A change of an expert's held level refreshes
 * their gigs through row triggers whose WHEN is tested without calling the function, so the daily
 * evaluation's rewrite of an unchanged level costs nothing. The covering filter index gains the
 * column, so a level filter without a keyword still counts from it.
 */
import { HOURLY_RATE_BOUNDS } from '#shared/domain/search';
import { SKILLS, vector } from './0500_search_postgres';
import { facetExpressions, qualityKey, type RateBuckets } from './0502_search_facets_shared';
import { refreshFunction } from './0502_search_facets_postgres';
import { sourceViewBefore, sourceViewWithTier, tierFacetExpressions } from './1150_search_expert_level_shared';

const facets = (buckets: RateBuckets) => `array_to_tsvector(array_remove(ARRAY[${[
  ...facetExpressions({ level: 'v.level', hourlyRate: 'v.hourly_rate', n: 'v.n', sum: 'v.total' }, buckets),
  ...tierFacetExpressions('v.tier'),
]
  .map((e) => `'=' || (${e})`)
  .join(', ')}], NULL)
    || ARRAY(SELECT '=lang' || encode(convert_to(l.language, 'UTF8'), 'hex') FROM expert_languages l WHERE l.expert_id = v.expert_id))`;

const document = (buckets: RateBuckets) => `CASE WHEN v.listed = 1 THEN ${vector('g.title', 'A')} || ${vector(`g.tags_json || ' ' || g.softwares_json`, 'B')}
    || ${vector(`g.category || ' ' || g.sub_category || ' ' || COALESCE(${SKILLS}, '')`, 'C')}
    || strip(to_tsvector('simple'::regconfig, qurious_search_text(g.description))) || ${facets(buckets)} ELSE ''::tsvector END`;

const COLUMNS = ['expert_id', 'listed', 'hourly_rate', 'level', 'experience', 'rating', 'review_count', 'rating_sum', 'basic_credits', 'lang_mask', 'document', 'tier'];

/** The function that refreshes gigs' rows in the index with the expert's held level, their facets from `buckets`. */
export const refreshFunctionWithTier = (buckets: RateBuckets) =>
  `CREATE OR REPLACE FUNCTION qurious_search_refresh(ids text[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    DELETE FROM gig_search s WHERE s.gig_id = ANY(ids)
      AND NOT EXISTS (SELECT 1 FROM gig_search_source v WHERE v.gig_id = s.gig_id);
    INSERT INTO gig_search (gig_id, seq, qkey, ${COLUMNS.join(', ')})
      SELECT v.gig_id, x.seq, ${qualityKey('postgres', 'v.n::bigint', 'v.total::bigint', 'x.seq')},
        v.expert_id, v.listed, v.hourly_rate, v.level, v.experience,
        CASE WHEN v.n = 0 THEN 0 ELSE v.total::float8 / v.n END, v.n, v.total, v.basic_credits, v.lang_mask,
        ${document(buckets)}, v.tier
      FROM gig_search_source v JOIN gigs g ON g.id = v.gig_id
        CROSS JOIN LATERAL (SELECT COALESCE((SELECT s.seq FROM gig_search s WHERE s.gig_id = v.gig_id), nextval('gig_search_seq')) AS seq) x
      WHERE v.gig_id = ANY(ids)
      ORDER BY g.created_at, g.id
      ON CONFLICT (gig_id) DO UPDATE SET qkey = EXCLUDED.qkey,
        ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')};
  END $$`;

const filtersIndex = (withTier: boolean) =>
  `CREATE INDEX gig_search_filters_idx ON gig_search (listed, hourly_rate, level, review_count, rating_sum, lang_mask${withTier ? ', tier' : ''})`;

const LEVEL_EVENTS = ['ins', 'upd', 'del'] as const;

/** Every gig of an expert who holds a level above New: their rows gain (or lose) the level. */
const REFRESH_HELD = `SELECT qurious_search_refresh(ARRAY(SELECT s.gig_id FROM gig_search s JOIN expert_levels l ON l.expert_id = s.expert_id WHERE l.level <> 'new'))`;

export const postgresUp: string[] = [
  `ALTER TABLE gig_search ADD COLUMN tier integer NOT NULL DEFAULT 0`,
  `CREATE OR REPLACE VIEW gig_search_source AS ${sourceViewWithTier(true)}`,
  refreshFunctionWithTier(HOURLY_RATE_BOUNDS),
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
  filtersIndex(true),
  REFRESH_HELD,
];

export const postgresDown: string[] = [
  ...LEVEL_EVENTS.map((e) => `DROP TRIGGER IF EXISTS gig_search_expert_levels_${e} ON expert_levels`),
  `DROP FUNCTION IF EXISTS qurious_search_on_level()`,
  // The function as 1050 left it, then the view as 1000 left it (a view cannot lose a column in place).
  refreshFunction(HOURLY_RATE_BOUNDS),
  `DROP VIEW gig_search_source`,
  `CREATE VIEW gig_search_source AS ${sourceViewBefore(true)}`,
  `DROP INDEX gig_search_filters_idx`,
  `ALTER TABLE gig_search DROP COLUMN tier`,
  filtersIndex(false),
  REFRESH_HELD,
];
