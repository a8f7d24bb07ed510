/**
 * The gig search index on PostgreSQL: `gig_search` holds one row per gig with the figures the
 * filters and sorts read and a weighted `tsvector` (A title, B tags and softwares, C category,
 * subcategory and the expert's skills; the description's words without positions, which rank as
 * weight D and keep the vector small; empty for an unlisted gig) under a GIN index. Statement-level triggers
 * with transition tables handle every row a statement touched in one pass: a package, review or
 * hourly-rate change updates just its figures; a gig or skill change recomputes the gigs' rows,
 * document included, through `qurious_search_refresh(ids)`. Text is folded as on SQLite's unicode61 tokenizer: lower case,
 * every run of non-alphanumerics a word break, no stemming, no stop words.
 */
import { LANG_MASK, NO_PRICE, languageBitsStatements, sortIndexes } from './0500_search_shared';

export const LEVEL = `CASE k.level WHEN 'Beginner' THEN 1 WHEN 'Intermediate' THEN 2 WHEN 'Expert' THEN 3 ELSE 0 END`;
export const YEARS = `CASE WHEN lower(k.experience) LIKE 'more than%' THEN 11
  ELSE COALESCE(substring(k.experience from '^[0-9]+')::integer, 0) END`;

export const ofSkill = (expr: string) => `COALESCE(
      (SELECT ${expr} FROM expert_skills k WHERE k.expert_id = g.expert_id AND k.skill = g.sub_category),
      (SELECT MAX(${expr}) FROM expert_skills k WHERE k.expert_id = g.expert_id),
      0)`;

export const vector = (text: string, weight: 'A' | 'B' | 'C' | 'D') =>
  `setweight(to_tsvector('simple'::regconfig, qurious_search_text(${text})), '${weight}')`;

export const SKILLS = `(SELECT string_agg(k.skill || ' ' || k.sub_skills_json, ' ') FROM expert_skills k WHERE k.expert_id = g.expert_id)`;

/** A statement-level trigger function running `body` over the transition table `changed`. */
export const onChange = (fn: string, body: string) => `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  ${body};
  RETURN NULL;
END $$`;

export const triggers = (table: string, fn: string, events: readonly ('INSERT' | 'UPDATE' | 'DELETE')[]) =>
  events.map(
    (event) =>
      `CREATE TRIGGER gig_search_${table}_${event.slice(0, 3).toLowerCase()} AFTER ${event} ON ${table}
        REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  );

/** Folds text as SQLite's unicode61 tokenizer does: lower case, every run of non-alphanumerics a break. */
export const SEARCH_TEXT_FUNCTION = `CREATE FUNCTION qurious_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(lower(coalesce(t, '')), '[^[:alnum:]]+', ' ', 'g')
  $$`;

export const ALL = ['INSERT', 'UPDATE', 'DELETE'] as const;

export const postgresUp: string[] = [
  `CREATE TABLE gig_search (
    gig_id text PRIMARY KEY,
    expert_id text NOT NULL,
    listed integer NOT NULL,
    hourly_rate integer,
    level integer NOT NULL,
    experience integer NOT NULL,
    rating double precision NOT NULL,
    review_count integer NOT NULL,
    basic_credits integer NOT NULL,
    lang_mask bigint NOT NULL,
    created_at text NOT NULL,
    document tsvector NOT NULL
  )`,
  `CREATE INDEX gig_search_document_idx ON gig_search USING GIN (document)`,
  ...languageBitsStatements('bigint'),
  `CREATE INDEX gig_search_expert_idx ON gig_search (expert_id)`,
  ...sortIndexes('postgres'),
  SEARCH_TEXT_FUNCTION,
  `CREATE FUNCTION qurious_search_refresh(ids text[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    DELETE FROM gig_search s WHERE s.gig_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM gigs g WHERE g.id = s.gig_id);
    INSERT INTO gig_search (gig_id, expert_id, listed, hourly_rate, level, experience, rating, review_count, basic_credits, lang_mask, created_at, document)
      SELECT g.id, g.expert_id, g.active, e.hourly_rate, ${ofSkill(LEVEL)}, ${ofSkill(YEARS)},
        COALESCE((SELECT SUM(r.rating)::float8 / COUNT(*) FROM reviews r WHERE r.gig_id = g.id), 0),
        (SELECT COUNT(*) FROM reviews r WHERE r.gig_id = g.id),
        COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = g.id AND p.tier = 'basic'), ${NO_PRICE}),
        ${LANG_MASK('::bigint')},
        g.created_at,
        CASE WHEN g.active = 1 THEN ${vector('g.title', 'A')} || ${vector(`g.tags_json || ' ' || g.softwares_json`, 'B')}
          || ${vector(`g.category || ' ' || g.sub_category || ' ' || COALESCE(${SKILLS}, '')`, 'C')}
          || strip(to_tsvector('simple'::regconfig, qurious_search_text(g.description))) ELSE ''::tsvector END
      FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id
      WHERE g.id = ANY(ids)
      ON CONFLICT (gig_id) DO UPDATE SET expert_id = EXCLUDED.expert_id, listed = EXCLUDED.listed,
        hourly_rate = EXCLUDED.hourly_rate, level = EXCLUDED.level, experience = EXCLUDED.experience,
        rating = EXCLUDED.rating, review_count = EXCLUDED.review_count, basic_credits = EXCLUDED.basic_credits,
        lang_mask = EXCLUDED.lang_mask, created_at = EXCLUDED.created_at, document = EXCLUDED.document;
  END $$`,
  onChange('qurious_search_on_gigs', 'PERFORM qurious_search_refresh(ARRAY(SELECT DISTINCT id FROM changed))'),
  onChange(
    'qurious_search_on_skills',
    'PERFORM qurious_search_refresh(ARRAY(SELECT g.id FROM gigs g WHERE g.expert_id IN (SELECT expert_id FROM changed)))',
  ),
  onChange(
    'qurious_search_on_packages',
    `UPDATE gig_search s SET basic_credits =
      COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = s.gig_id AND p.tier = 'basic'), ${NO_PRICE})
    WHERE s.gig_id IN (SELECT gig_id FROM changed WHERE tier = 'basic')`,
  ),
  onChange(
    'qurious_search_on_reviews',
    `UPDATE gig_search s SET
      rating = COALESCE((SELECT SUM(r.rating)::float8 / COUNT(*) FROM reviews r WHERE r.gig_id = s.gig_id), 0),
      review_count = (SELECT COUNT(*) FROM reviews r WHERE r.gig_id = s.gig_id)
    WHERE s.gig_id IN (SELECT gig_id FROM changed)`,
  ),
  onChange(
    'qurious_search_on_languages',
    `UPDATE gig_search s SET lang_mask = (SELECT COALESCE(SUM(b.bit), 0)::bigint FROM expert_languages l
      JOIN search_language_bits b ON b.language = l.language WHERE l.expert_id = s.expert_id)
    WHERE s.expert_id IN (SELECT expert_id FROM changed)`,
  ),
  onChange(
    'qurious_search_on_experts',
    'UPDATE gig_search s SET hourly_rate = c.hourly_rate FROM changed c WHERE s.expert_id = c.id AND s.hourly_rate IS DISTINCT FROM c.hourly_rate',
  ),
  ...triggers('gigs', 'qurious_search_on_gigs', ALL),
  ...triggers('gig_packages', 'qurious_search_on_packages', ALL),
  ...triggers('reviews', 'qurious_search_on_reviews', ALL),
  ...triggers('expert_skills', 'qurious_search_on_skills', ALL),
  ...triggers('expert_languages', 'qurious_search_on_languages', ALL),
  ...triggers('expert_profiles', 'qurious_search_on_experts', ['UPDATE']),
  `SELECT qurious_search_refresh(ARRAY(SELECT id FROM gigs))`,
];

/** Drops the triggers of the search index (the same names in every version of it). */
export const DROP_TRIGGERS: string[] = [
  ...(['gigs', 'gig_packages', 'reviews', 'expert_skills', 'expert_languages'] as const).flatMap((t) =>
    ['ins', 'upd', 'del'].map((e) => `DROP TRIGGER IF EXISTS gig_search_${t}_${e} ON ${t}`),
  ),
  `DROP TRIGGER IF EXISTS gig_search_expert_profiles_upd ON expert_profiles`,
];

export const postgresDown: string[] = [
  ...DROP_TRIGGERS,
  ...['qurious_search_on_gigs', 'qurious_search_on_packages', 'qurious_search_on_reviews', 'qurious_search_on_skills', 'qurious_search_on_languages', 'qurious_search_on_experts'].map(
    (fn) => `DROP FUNCTION IF EXISTS ${fn}()`,
  ),
  `DROP FUNCTION IF EXISTS qurious_search_refresh(text[])`,
  `DROP FUNCTION IF EXISTS qurious_search_text(text)`,
  `DROP TABLE IF EXISTS gig_search`,
  `DROP TABLE IF EXISTS search_language_bits`,
];
