/**
 * The gig search index v2 on PostgreSQL. `gig_search` holds one row per gig: the figures the sorts
 * read, the quality key `qkey` (0502_search_facets_shared) under btree indexes, and a weighted
 * `tsvector` under a GIN index that also carries one lexeme per filter value ('=level2',
 * '=stars4', '=lang<hex>', …: no keyword term can spell '='). A filtered search is then one GIN
 * lookup. Statement-level triggers refresh every gig a statement touched in one pass through
 * `qurious_search_refresh(ids)`; a Basic price change only updates its figure.
 */
import { ALL, DROP_TRIGGERS, LEVEL, SEARCH_TEXT_FUNCTION, SKILLS, YEARS, ofSkill, onChange, triggers, vector } from './0500_search_postgres';
import { LANG_MASK, languageBitsStatements } from './0500_search_shared';
import { DOLLAR_RATE_BUCKETS, NO_PRICE, facetExpressions, qualityKey, type RateBuckets } from './0502_search_facets_shared';

const facets = (buckets: RateBuckets) => `array_to_tsvector(array_remove(ARRAY[${facetExpressions({ level: 'v.level', hourlyRate: 'v.hourly_rate', n: 'v.n', sum: 'v.total' }, buckets)
  .map((e) => `'=' || (${e})`)
  .join(', ')}], NULL)
    || ARRAY(SELECT '=lang' || encode(convert_to(l.language, 'UTF8'), 'hex') FROM expert_languages l WHERE l.expert_id = v.expert_id))`;

const document = (buckets: RateBuckets) => `CASE WHEN v.listed = 1 THEN ${vector('g.title', 'A')} || ${vector(`g.tags_json || ' ' || g.softwares_json`, 'B')}
    || ${vector(`g.category || ' ' || g.sub_category || ' ' || COALESCE(${SKILLS}, '')`, 'C')}
    || strip(to_tsvector('simple'::regconfig, qurious_search_text(g.description))) || ${facets(buckets)} ELSE ''::tsvector END`;

const COLUMNS = ['expert_id', 'listed', 'hourly_rate', 'level', 'experience', 'rating', 'review_count', 'rating_sum', 'basic_credits', 'lang_mask', 'document'];

const refreshExpertGigs = `PERFORM qurious_search_refresh(ARRAY(
    SELECT g.id FROM gigs g WHERE g.expert_id IN (SELECT expert_id FROM changed)
    UNION SELECT s.gig_id FROM gig_search s WHERE s.expert_id IN (SELECT expert_id FROM changed)))`;

/** The function that refreshes gigs' rows in the index, their facets from `buckets` (1050 replaces it). */
export const refreshFunction = (buckets: RateBuckets) =>
  `CREATE OR REPLACE FUNCTION qurious_search_refresh(ids text[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    DELETE FROM gig_search s WHERE s.gig_id = ANY(ids)
      AND NOT EXISTS (SELECT 1 FROM gig_search_source v WHERE v.gig_id = s.gig_id);
    INSERT INTO gig_search (gig_id, seq, qkey, ${COLUMNS.join(', ')})
      SELECT v.gig_id, x.seq, ${qualityKey('postgres', 'v.n::bigint', 'v.total::bigint', 'x.seq')},
        v.expert_id, v.listed, v.hourly_rate, v.level, v.experience,
        CASE WHEN v.n = 0 THEN 0 ELSE v.total::float8 / v.n END, v.n, v.total, v.basic_credits, v.lang_mask,
        ${document(buckets)}
      FROM gig_search_source v JOIN gigs g ON g.id = v.gig_id
        CROSS JOIN LATERAL (SELECT COALESCE((SELECT s.seq FROM gig_search s WHERE s.gig_id = v.gig_id), nextval('gig_search_seq')) AS seq) x
      WHERE v.gig_id = ANY(ids)
      ORDER BY g.created_at, g.id
      ON CONFLICT (gig_id) DO UPDATE SET qkey = EXCLUDED.qkey,
        ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')};
  END $$`;

export const postgresUp: string[] = [
  SEARCH_TEXT_FUNCTION,
  `CREATE SEQUENCE gig_search_seq`,
  `CREATE TABLE gig_search (
    gig_id text PRIMARY KEY,
    seq bigint NOT NULL UNIQUE,
    qkey bigint NOT NULL UNIQUE,
    expert_id text NOT NULL,
    listed integer NOT NULL,
    hourly_rate integer,
    level integer NOT NULL,
    experience integer NOT NULL,
    rating double precision NOT NULL,
    review_count integer NOT NULL,
    rating_sum integer NOT NULL,
    basic_credits integer NOT NULL,
    lang_mask bigint NOT NULL,
    document tsvector NOT NULL
  )`,
  `CREATE INDEX gig_search_document_idx ON gig_search USING GIN (document)`,
  `CREATE INDEX gig_search_expert_idx ON gig_search (expert_id)`,
  ...languageBitsStatements('bigint'),
  `CREATE INDEX gig_search_filters_idx ON gig_search (listed, hourly_rate, level, review_count, rating_sum, lang_mask)`,
  `CREATE INDEX gig_search_listed_idx ON gig_search (qkey DESC) WHERE listed = 1`,
  `CREATE INDEX gig_search_price_idx ON gig_search (basic_credits, qkey DESC) WHERE listed = 1`,
  `CREATE INDEX gig_search_experience_idx ON gig_search (experience DESC, level DESC, qkey DESC) WHERE listed = 1`,
  `CREATE VIEW gig_search_source AS SELECT
      g.id AS gig_id, g.expert_id AS expert_id, g.active AS listed, e.hourly_rate AS hourly_rate,
      ${ofSkill(LEVEL)} AS level, ${ofSkill(YEARS)} AS experience,
      (SELECT COUNT(*) FROM reviews r WHERE r.gig_id = g.id)::integer AS n,
      (SELECT COALESCE(SUM(r.rating), 0) FROM reviews r WHERE r.gig_id = g.id)::integer AS total,
      COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = g.id AND p.tier = 'basic'), ${NO_PRICE}) AS basic_credits,
      ${LANG_MASK('::bigint')} AS lang_mask
    FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id`,
  refreshFunction(DOLLAR_RATE_BUCKETS),
  onChange('qurious_search_on_gigs', 'PERFORM qurious_search_refresh(ARRAY(SELECT DISTINCT id FROM changed))'),
  onChange('qurious_search_on_reviews', 'PERFORM qurious_search_refresh(ARRAY(SELECT DISTINCT gig_id FROM changed))'),
  onChange('qurious_search_on_expert_rows', refreshExpertGigs),
  onChange(
    'qurious_search_on_experts',
    `PERFORM qurious_search_refresh(ARRAY(SELECT s.gig_id FROM gig_search s JOIN changed c ON c.id = s.expert_id
      WHERE s.hourly_rate IS DISTINCT FROM c.hourly_rate))`,
  ),
  onChange(
    'qurious_search_on_packages',
    `UPDATE gig_search s SET basic_credits =
      COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = s.gig_id AND p.tier = 'basic'), ${NO_PRICE})
    WHERE s.gig_id IN (SELECT gig_id FROM changed WHERE tier = 'basic')`,
  ),
  ...triggers('gigs', 'qurious_search_on_gigs', ALL),
  ...triggers('gig_packages', 'qurious_search_on_packages', ALL),
  ...triggers('reviews', 'qurious_search_on_reviews', ALL),
  ...triggers('expert_skills', 'qurious_search_on_expert_rows', ALL),
  ...triggers('expert_languages', 'qurious_search_on_expert_rows', ALL),
  ...triggers('expert_profiles', 'qurious_search_on_experts', ['UPDATE']),
  `SELECT qurious_search_refresh(ARRAY(SELECT id FROM gigs))`,
];

export const postgresDown: string[] = [
  ...DROP_TRIGGERS,
  ...['gigs', 'reviews', 'expert_rows', 'experts', 'packages'].map((fn) => `DROP FUNCTION IF EXISTS qurious_search_on_${fn}()`),
  `DROP FUNCTION IF EXISTS qurious_search_refresh(text[])`,
  `DROP VIEW IF EXISTS gig_search_source`,
  `DROP TABLE IF EXISTS gig_search`,
  `DROP TABLE IF EXISTS search_language_bits`,
  `DROP SEQUENCE IF EXISTS gig_search_seq`,
  `DROP FUNCTION IF EXISTS qurious_search_text(text)`,
];
