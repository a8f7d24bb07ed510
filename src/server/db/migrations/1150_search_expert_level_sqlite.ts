/**
 * Migration 1150 on SQLite: `gig_search.tier`, the source view with the held level, and the refresh
 * trigger that writes the column and its facet words (`tier1`…). The trigger is 0502's as 1050 left it
 * (credit buckets) with the level added. A change of an expert's held level refreshes their gigs
 * through row triggers whose WHEN is tested before any work, so the daily evaluation's rewrite of an
 * unchanged level costs nothing.
 */
import { HOURLY_RATE_BOUNDS } from '#shared/domain/search';
import { facetExpressions, qualityKey, type RateBuckets } from './0502_search_facets_shared';
import { refreshTrigger } from './0502_search_facets_sqlite';
import { sourceViewBefore, sourceViewWithTier, tierFacetExpressions } from './1150_search_expert_level_shared';

const facets = (buckets: RateBuckets) => `concat_ws(' ', ${[
  ...facetExpressions({ level: 's.level', hourlyRate: 's.hourly_rate', n: 's.review_count', sum: 's.rating_sum' }, buckets),
  ...tierFacetExpressions('s.tier'),
].join(', ')},
      (SELECT group_concat('lang' || lower(hex(l.language)), ' ') FROM expert_languages l WHERE l.expert_id = s.expert_id))`;

const FIGURES = ['expert_id', 'listed', 'hourly_rate', 'level', 'experience', 'rating', 'review_count', 'rating_sum', 'basic_credits', 'tier'];
const figuresOf = (v: string) =>
  [`${v}.expert_id`, `${v}.listed`, `${v}.hourly_rate`, `${v}.level`, `${v}.experience`,
    `CASE WHEN ${v}.n = 0 THEN 0 ELSE CAST(${v}.total AS REAL) / ${v}.n END`, `${v}.n`, `${v}.total`, `${v}.basic_credits`, `${v}.tier`].join(', ');

/** The trigger that refreshes one gig's row and text in the index with the expert's held level, its facets from `buckets`. */
export const refreshTriggerWithTier = (buckets: RateBuckets) =>
  `CREATE TRIGGER gig_search_refresh_run INSTEAD OF INSERT ON gig_search_refresh BEGIN
    DELETE FROM gig_fts WHERE rowid = (SELECT rid FROM gig_search WHERE gig_id = NEW.gig_id);
    DELETE FROM gig_search WHERE gig_id = NEW.gig_id
      AND NOT EXISTS (SELECT 1 FROM gig_search_source v WHERE v.gig_id = NEW.gig_id);
    UPDATE gig_search SET (rid, ${FIGURES.join(', ')}) = (
        SELECT ${qualityKey('sqlite', 'v.n', 'v.total', 'gig_search.seq')}, ${figuresOf('v')}
        FROM gig_search_source v WHERE v.gig_id = gig_search.gig_id)
      WHERE gig_id = NEW.gig_id AND EXISTS (SELECT 1 FROM gig_search_source v WHERE v.gig_id = NEW.gig_id);
    INSERT INTO gig_search (rid, seq, gig_id, ${FIGURES.join(', ')})
      SELECT ${qualityKey('sqlite', 'x.n', 'x.total', 'x.seq')}, x.seq, x.gig_id, ${figuresOf('x')}
      FROM (SELECT v.*, (SELECT COALESCE(MAX(seq), 0) + 1 FROM gig_search) AS seq FROM gig_search_source v
        WHERE v.gig_id = NEW.gig_id AND NOT EXISTS (SELECT 1 FROM gig_search s WHERE s.gig_id = NEW.gig_id)) x;
    INSERT INTO gig_fts (rowid, title, tags, softwares, category, skills, description, facets)
      SELECT s.rid, g.title, g.tags_json, g.softwares_json, g.category || ' ' || g.sub_category,
        COALESCE((SELECT group_concat(k.skill || ' ' || k.sub_skills_json, ' ') FROM expert_skills k WHERE k.expert_id = g.expert_id), ''),
        g.description, ${facets(buckets)}
      FROM gig_search s JOIN gigs g ON g.id = s.gig_id
      WHERE s.gig_id = NEW.gig_id AND s.listed = 1;
  END`;

const refreshExpert = (expertId: string) => `INSERT INTO gig_search_refresh (gig_id) SELECT gig_id FROM gig_search WHERE expert_id = ${expertId};`;

const LEVEL_EVENTS = ['ins', 'upd', 'del'] as const;

/** Every gig of an expert who holds a level above New: their rows gain (or lose) the level. */
const REFRESH_HELD = `INSERT INTO gig_search_refresh (gig_id) SELECT s.gig_id FROM gig_search s JOIN expert_levels l ON l.expert_id = s.expert_id WHERE l.level <> 'new'`;

export const sqliteUp: string[] = [
  `ALTER TABLE gig_search ADD COLUMN tier INTEGER NOT NULL DEFAULT 0`,
  `DROP VIEW gig_search_source`,
  `CREATE VIEW gig_search_source AS ${sourceViewWithTier(false)}`,
  `DROP TRIGGER gig_search_refresh_run`,
  refreshTriggerWithTier(HOURLY_RATE_BOUNDS),
  `CREATE TRIGGER gig_search_expert_levels_ins AFTER INSERT ON expert_levels WHEN NEW.level <> 'new' BEGIN
    ${refreshExpert('NEW.expert_id')}
  END`,
  `CREATE TRIGGER gig_search_expert_levels_upd AFTER UPDATE OF level ON expert_levels WHEN NEW.level IS NOT OLD.level BEGIN
    ${refreshExpert('NEW.expert_id')}
  END`,
  `CREATE TRIGGER gig_search_expert_levels_del AFTER DELETE ON expert_levels WHEN OLD.level <> 'new' BEGIN
    ${refreshExpert('OLD.expert_id')}
  END`,
  REFRESH_HELD,
];

export const sqliteDown: string[] = [
  ...LEVEL_EVENTS.map((e) => `DROP TRIGGER IF EXISTS gig_search_expert_levels_${e}`),
  // The trigger as 1050 left it, then the view as 1000 left it.
  `DROP TRIGGER gig_search_refresh_run`,
  refreshTrigger(HOURLY_RATE_BOUNDS),
  `DROP VIEW gig_search_source`,
  `CREATE VIEW gig_search_source AS ${sourceViewBefore(false)}`,
  REFRESH_HELD,
  `ALTER TABLE gig_search DROP COLUMN tier`,
];
