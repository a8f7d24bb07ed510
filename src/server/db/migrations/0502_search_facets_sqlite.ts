/**
 * The gig search index v2 on SQLite. `gig_search` holds one row per gig with the figures the sorts
 * read; its rowid `rid` is the quality key (0502_search_facets_shared), and so is the rowid of the
 * gig's row in the FTS5 table `gig_fts`, which holds the text of listed gigs plus a `facets` column
 * with one word per filter value (level, hourly-rate bucket, stars, languages). A filtered search is
 * then one text-index query, counted without touching `gig_search`, and walked best rated first.
 * Every change that can move a gig's key or facets refreshes the gig through the INSTEAD OF trigger
 * on the view `gig_search_refresh`; a Basic price change only updates its figure.
 */
import { LEVEL, YEARS, ofSkill } from './0500_search_sqlite';
import { DOLLAR_RATE_BUCKETS, NO_PRICE, facetExpressions, qualityKey, type RateBuckets } from './0502_search_facets_shared';

const facets = (buckets: RateBuckets) => `concat_ws(' ', ${facetExpressions({ level: 's.level', hourlyRate: 's.hourly_rate', n: 's.review_count', sum: 's.rating_sum' }, buckets).join(', ')},
      (SELECT group_concat('lang' || lower(hex(l.language)), ' ') FROM expert_languages l WHERE l.expert_id = s.expert_id))`;

const FIGURES = ['expert_id', 'listed', 'hourly_rate', 'level', 'experience', 'rating', 'review_count', 'rating_sum', 'basic_credits'];
const figuresOf = (v: string) =>
  [`${v}.expert_id`, `${v}.listed`, `${v}.hourly_rate`, `${v}.level`, `${v}.experience`,
    `CASE WHEN ${v}.n = 0 THEN 0 ELSE CAST(${v}.total AS REAL) / ${v}.n END`, `${v}.n`, `${v}.total`, `${v}.basic_credits`].join(', ');

const refreshExpertGigs = (expertId: string) =>
  `INSERT INTO gig_search_refresh (gig_id) SELECT gig_id FROM gig_search WHERE expert_id = ${expertId}
     UNION SELECT id FROM gigs WHERE expert_id = ${expertId};`;

/** The trigger that refreshes one gig's row and text in the index, its facets from `buckets` (1050 replaces it). */
export const refreshTrigger = (buckets: RateBuckets) =>
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

export const sqliteUp: string[] = [
  `CREATE TABLE gig_search (
    rid INTEGER PRIMARY KEY,
    seq INTEGER NOT NULL UNIQUE,
    gig_id TEXT NOT NULL UNIQUE,
    expert_id TEXT NOT NULL,
    listed INTEGER NOT NULL,
    hourly_rate INTEGER,
    level INTEGER NOT NULL,
    experience INTEGER NOT NULL,
    rating REAL NOT NULL,
    review_count INTEGER NOT NULL,
    rating_sum INTEGER NOT NULL,
    basic_credits INTEGER NOT NULL
  )`,
  `CREATE INDEX gig_search_expert_idx ON gig_search (expert_id)`,
  `CREATE INDEX gig_search_listed_idx ON gig_search (listed, rid)`,
  `CREATE INDEX gig_search_price_idx ON gig_search (listed, basic_credits, rid DESC)`,
  `CREATE INDEX gig_search_experience_idx ON gig_search (listed, experience DESC, level DESC, rid DESC)`,
  `CREATE VIRTUAL TABLE gig_fts USING fts5(
    title, tags, softwares, category, skills, description, facets,
    tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3'
  )`,
  `CREATE VIEW gig_search_source AS SELECT
      g.id AS gig_id, g.expert_id AS expert_id, g.active AS listed, e.hourly_rate AS hourly_rate,
      ${ofSkill(LEVEL)} AS level, ${ofSkill(YEARS)} AS experience,
      (SELECT COUNT(*) FROM reviews r WHERE r.gig_id = g.id) AS n,
      (SELECT COALESCE(SUM(r.rating), 0) FROM reviews r WHERE r.gig_id = g.id) AS total,
      COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = g.id AND p.tier = 'basic'), ${NO_PRICE}) AS basic_credits
    FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id`,
  `CREATE VIEW gig_search_refresh AS SELECT '' AS gig_id WHERE 0`,
  refreshTrigger(DOLLAR_RATE_BUCKETS),
  ...(['INSERT', 'UPDATE', 'DELETE'] as const).flatMap((event) => {
    const row = event === 'DELETE' ? 'OLD' : 'NEW';
    const name = event.slice(0, 3).toLowerCase();
    const both = (column: string) =>
      event === 'UPDATE' ? `SELECT NEW.${column} UNION SELECT OLD.${column}` : `SELECT ${row}.${column}`;
    return [
      `CREATE TRIGGER gig_search_gigs_${name} AFTER ${event} ON gigs BEGIN
        INSERT INTO gig_search_refresh (gig_id) ${both('id')};
      END`,
      `CREATE TRIGGER gig_search_packages_${name} AFTER ${event} ON gig_packages
        WHEN ${event === 'UPDATE' ? "NEW.tier = 'basic' OR OLD.tier = 'basic'" : `${row}.tier = 'basic'`} BEGIN
        UPDATE gig_search SET basic_credits =
          COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = gig_search.gig_id AND p.tier = 'basic'), ${NO_PRICE})
        WHERE gig_id IN (${both('gig_id')});
      END`,
      `CREATE TRIGGER gig_search_reviews_${name} AFTER ${event} ON reviews BEGIN
        INSERT INTO gig_search_refresh (gig_id) ${both('gig_id')};
      END`,
      ...['expert_languages', 'expert_skills'].map(
        (table) => `CREATE TRIGGER gig_search_${table.replace('expert_', '')}_${name} AFTER ${event} ON ${table} BEGIN
        ${refreshExpertGigs(`${row}.expert_id`)}
      END`,
      ),
    ];
  }),
  `CREATE TRIGGER gig_search_experts_upd AFTER UPDATE OF hourly_rate ON expert_profiles
    WHEN NEW.hourly_rate IS NOT OLD.hourly_rate BEGIN
    ${refreshExpertGigs('NEW.id')}
  END`,
  `INSERT INTO gig_search_refresh (gig_id) SELECT id FROM gigs ORDER BY created_at, id`,
  `INSERT INTO gig_fts(gig_fts) VALUES ('optimize')`,
];

const TRIGGERS = ['gigs', 'packages', 'reviews', 'languages', 'skills'].flatMap((t) => ['ins', 'upd', 'del'].map((e) => `${t}_${e}`));

export const sqliteDown: string[] = [
  ...TRIGGERS.concat('experts_upd').map((t) => `DROP TRIGGER IF EXISTS gig_search_${t}`),
  `DROP VIEW IF EXISTS gig_search_refresh`,
  `DROP VIEW IF EXISTS gig_search_source`,
  `DROP TABLE IF EXISTS gig_fts`,
  `DROP TABLE IF EXISTS gig_search`,
];
