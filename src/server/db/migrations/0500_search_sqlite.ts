/**
 * The gig search index on SQLite: `gig_search` holds one row per gig with the figures the filters
 * and sorts read; the FTS5 table `gig_fts` (rowid = gig_search.rid) holds the searchable text of
 * the listed (active) gigs only, so a keyword alone is counted from the text index.
 * Triggers keep both in step with gigs, packages, experts, their skills and reviews: a package,
 * review or hourly-rate change updates just its figures; a gig or skill change refreshes the gigs
 * it touches, text included. SQLite has no
 * stored procedures, so the refresh lives in an INSTEAD OF trigger on the view
 * `gig_search_refresh`: inserting (gig_id, with_doc) into the view recomputes that gig's row, and
 * its text when with_doc = 1 (or when it is listed and has none; an unlisted gig's text is taken out).
 */
import { LANG_MASK, NO_PRICE, languageBitsStatements, sortIndexes } from './0500_search_shared';

export const LEVEL = `CASE k.level WHEN 'Beginner' THEN 1 WHEN 'Intermediate' THEN 2 WHEN 'Expert' THEN 3 ELSE 0 END`;
export const YEARS = `CASE WHEN lower(k.experience) LIKE 'more than%' THEN 11 ELSE CAST(k.experience AS INTEGER) END`;

/** The gig's skill when the expert lists it, else the expert's best. */
export const ofSkill = (expr: string) => `COALESCE(
      (SELECT ${expr} FROM expert_skills k WHERE k.expert_id = g.expert_id AND k.skill = g.sub_category),
      (SELECT MAX(${expr}) FROM expert_skills k WHERE k.expert_id = g.expert_id),
      0)`;

export const sqliteUp: string[] = [
  `CREATE TABLE gig_search (
    rid INTEGER PRIMARY KEY,
    gig_id TEXT NOT NULL UNIQUE,
    expert_id TEXT NOT NULL,
    listed INTEGER NOT NULL,
    hourly_rate INTEGER,
    level INTEGER NOT NULL,
    experience INTEGER NOT NULL,
    rating REAL NOT NULL,
    review_count INTEGER NOT NULL,
    basic_credits INTEGER NOT NULL,
    lang_mask INTEGER NOT NULL,
    created_at TEXT NOT NULL
  )`,
  ...languageBitsStatements('INTEGER'),
  `CREATE INDEX gig_search_expert_idx ON gig_search (expert_id)`,
  ...sortIndexes('sqlite'),
  `CREATE VIRTUAL TABLE gig_fts USING fts5(
    title, tags, softwares, category, skills, description,
    tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3'
  )`,
  `CREATE VIEW gig_search_refresh AS SELECT '' AS gig_id, 0 AS with_doc WHERE 0`,
  `CREATE TRIGGER gig_search_refresh_run INSTEAD OF INSERT ON gig_search_refresh BEGIN
    DELETE FROM gig_fts WHERE rowid IN (SELECT rid FROM gig_search WHERE gig_id = NEW.gig_id)
      AND (NEW.with_doc = 1 OR NOT EXISTS (SELECT 1 FROM gigs WHERE id = NEW.gig_id AND active = 1));
    DELETE FROM gig_search WHERE gig_id = NEW.gig_id AND NOT EXISTS (SELECT 1 FROM gigs WHERE id = NEW.gig_id);
    INSERT INTO gig_search (gig_id, expert_id, listed, hourly_rate, level, experience, rating, review_count, basic_credits, lang_mask, created_at)
      SELECT g.id, g.expert_id, g.active, e.hourly_rate, ${ofSkill(LEVEL)}, ${ofSkill(YEARS)},
        COALESCE((SELECT CAST(SUM(r.rating) AS REAL) / COUNT(*) FROM reviews r WHERE r.gig_id = g.id), 0),
        (SELECT COUNT(*) FROM reviews r WHERE r.gig_id = g.id),
        COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = g.id AND p.tier = 'basic'), ${NO_PRICE}),
        ${LANG_MASK('')},
        g.created_at
      FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id WHERE g.id = NEW.gig_id
      ON CONFLICT (gig_id) DO UPDATE SET expert_id = excluded.expert_id, listed = excluded.listed,
        hourly_rate = excluded.hourly_rate, level = excluded.level, experience = excluded.experience,
        rating = excluded.rating, review_count = excluded.review_count, basic_credits = excluded.basic_credits,
        lang_mask = excluded.lang_mask, created_at = excluded.created_at;
    INSERT INTO gig_fts (rowid, title, tags, softwares, category, skills, description)
      SELECT s.rid, g.title, g.tags_json, g.softwares_json, g.category || ' ' || g.sub_category,
        COALESCE((SELECT group_concat(k.skill || ' ' || k.sub_skills_json, ' ') FROM expert_skills k WHERE k.expert_id = g.expert_id), ''),
        g.description
      FROM gig_search s JOIN gigs g ON g.id = s.gig_id
      WHERE s.gig_id = NEW.gig_id AND s.listed = 1 AND NOT EXISTS (SELECT 1 FROM gig_fts f WHERE f.rowid = s.rid);
  END`,
  `CREATE TRIGGER gig_search_gigs_ins AFTER INSERT ON gigs BEGIN
    INSERT INTO gig_search_refresh (gig_id, with_doc) VALUES (NEW.id, 1);
  END`,
  `CREATE TRIGGER gig_search_gigs_upd AFTER UPDATE ON gigs BEGIN
    INSERT INTO gig_search_refresh (gig_id, with_doc) VALUES (NEW.id,
      CASE WHEN NEW.title IS NOT OLD.title OR NEW.description IS NOT OLD.description OR NEW.tags_json IS NOT OLD.tags_json
        OR NEW.softwares_json IS NOT OLD.softwares_json OR NEW.category IS NOT OLD.category
        OR NEW.sub_category IS NOT OLD.sub_category OR NEW.expert_id IS NOT OLD.expert_id THEN 1 ELSE 0 END);
  END`,
  `CREATE TRIGGER gig_search_gigs_del AFTER DELETE ON gigs BEGIN
    INSERT INTO gig_search_refresh (gig_id, with_doc) VALUES (OLD.id, 0);
  END`,
  ...(['INSERT', 'UPDATE', 'DELETE'] as const).flatMap((event) => {
    const row = event === 'DELETE' ? 'OLD' : 'NEW';
    const name = event.slice(0, 3).toLowerCase();
    const gigs = event === 'UPDATE' ? '(NEW.gig_id, OLD.gig_id)' : `(${row}.gig_id)`;
    return [
      `CREATE TRIGGER gig_search_packages_${name} AFTER ${event} ON gig_packages
        WHEN ${event === 'UPDATE' ? "NEW.tier = 'basic' OR OLD.tier = 'basic'" : `${row}.tier = 'basic'`} BEGIN
        UPDATE gig_search SET basic_credits =
          COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = gig_search.gig_id AND p.tier = 'basic'), ${NO_PRICE})
        WHERE gig_id IN ${gigs};
      END`,
      `CREATE TRIGGER gig_search_reviews_${name} AFTER ${event} ON reviews BEGIN
        UPDATE gig_search SET
          rating = COALESCE((SELECT CAST(SUM(r.rating) AS REAL) / COUNT(*) FROM reviews r WHERE r.gig_id = gig_search.gig_id), 0),
          review_count = (SELECT COUNT(*) FROM reviews r WHERE r.gig_id = gig_search.gig_id)
        WHERE gig_id IN ${gigs};
      END`,
      `CREATE TRIGGER gig_search_languages_${name} AFTER ${event} ON expert_languages BEGIN
        UPDATE gig_search SET lang_mask = (SELECT COALESCE(SUM(b.bit), 0) FROM expert_languages l
          JOIN search_language_bits b ON b.language = l.language WHERE l.expert_id = gig_search.expert_id)
        WHERE expert_id = ${row}.expert_id;
      END`,
      `CREATE TRIGGER gig_search_skills_${name} AFTER ${event} ON expert_skills BEGIN
        INSERT INTO gig_search_refresh (gig_id, with_doc) SELECT id, 1 FROM gigs WHERE expert_id = ${row}.expert_id;
      END`,
    ];
  }),
  `CREATE TRIGGER gig_search_experts_upd AFTER UPDATE OF hourly_rate ON expert_profiles BEGIN
    UPDATE gig_search SET hourly_rate = NEW.hourly_rate WHERE expert_id = NEW.id;
  END`,
  `INSERT INTO gig_search_refresh (gig_id, with_doc) SELECT id, 1 FROM gigs`,
];

export const sqliteDown: string[] = [
  ...['gigs_ins', 'gigs_upd', 'gigs_del', 'experts_upd']
    .concat(['packages', 'reviews', 'skills', 'languages'].flatMap((t) => ['ins', 'upd', 'del'].map((e) => `${t}_${e}`)))
    .map((t) => `DROP TRIGGER IF EXISTS gig_search_${t}`),
  `DROP VIEW IF EXISTS gig_search_refresh`,
  `DROP TABLE IF EXISTS gig_fts`,
  `DROP TABLE IF EXISTS gig_search`,
  `DROP TABLE IF EXISTS search_language_bits`,
];
