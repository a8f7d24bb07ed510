import { ACTIVE_RULE, type ListedRule } from './0503_search_vocab_sqlite';

/**
 * The search vocabulary on PostgreSQL: `search_vocab` as on SQLite (every word of the
 * listed gigs' titles, tags, softwares and categories with its number of gigs, plus the catalogue's words), under a pg_trgm GiST
 * index, so the words nearest a misspelt one come from a nearest-neighbour scan
 * (`ORDER BY term <-> $1`). Statement-level triggers on `gigs` keep the counts in step.
 */
const TEXT = (row: string) =>
  `concat_ws(' ', ${['title', 'tags_json', 'softwares_json', 'category', 'sub_category'].map((c) => `${row}.${c}`).join(', ')})`;

const changed = (rule: ListedRule) =>
  ['title', 'tags_json', 'softwares_json', 'category', 'sub_category', ...rule.columns].map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(' OR ');

const counts = (rows: string, rule: ListedRule) =>
  `SELECT w AS term, count(*)::integer AS n FROM ${rows}, LATERAL qurious_search_words(${TEXT('r')}) w WHERE ${rule.listed('r')} GROUP BY w`;

const subtract = (rows: string, rule: ListedRule) => `WITH d AS (${counts(rows, rule)}),
    u AS (UPDATE search_vocab v SET docs = v.docs - d.n FROM d WHERE v.term = d.term RETURNING v.term, v.docs, v.catalog)
    DELETE FROM search_vocab v USING u WHERE v.term = u.term AND u.docs <= 0 AND u.catalog = 0`;

const addAll = (rows: string, rule: ListedRule) => `INSERT INTO search_vocab (term, docs, len)
    SELECT d.term, d.n, length(d.term) FROM (${counts(rows, rule)}) d
    ON CONFLICT (term) DO UPDATE SET docs = search_vocab.docs + EXCLUDED.docs`;

const trigger = (event: 'INSERT' | 'UPDATE' | 'DELETE') => {
  const referencing = event === 'INSERT' ? 'NEW TABLE AS new_rows' : event === 'DELETE' ? 'OLD TABLE AS old_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
  return `CREATE TRIGGER search_vocab_gigs_${event.slice(0, 3).toLowerCase()} AFTER ${event} ON gigs
    REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION qurious_search_vocab_on_gigs()`;
};

export const postgresUp = (catalogValues: string): string[] => [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE search_vocab (term text PRIMARY KEY, docs integer NOT NULL DEFAULT 0, catalog integer NOT NULL DEFAULT 0, len integer NOT NULL)`,
  `CREATE INDEX search_vocab_trgm_idx ON search_vocab USING gist (term gist_trgm_ops)`,
  `CREATE INDEX search_vocab_prefix_idx ON search_vocab (term text_pattern_ops)`,
  `CREATE FUNCTION qurious_search_words(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(qurious_search_text(t), ' ') w WHERE w <> ''
  $$`,
  postgresVocabFunction(ACTIVE_RULE),
  ...(['INSERT', 'UPDATE', 'DELETE'] as const).map(trigger),
  ...postgresFill(catalogValues),
];

/** The trigger function that keeps the vocabulary in step with gigs under a rule of what is listed. */
export const postgresVocabFunction = (rule: ListedRule): string => `CREATE OR REPLACE FUNCTION qurious_search_vocab_on_gigs() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${addAll('new_rows r', rule)};
    ELSIF TG_OP = 'DELETE' THEN
      ${subtract('old_rows r', rule)};
    ELSE
      ${subtract(`(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed(rule)}) r`, rule)};
      ${addAll(`(SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed(rule)}) r`, rule)};
    END IF;
    RETURN NULL;
  END $$`;

/** Fills the empty vocabulary from the gigs and the catalogue (the migration; the benchmark times it). */
export const postgresFill = (catalogValues: string, rule: ListedRule = ACTIVE_RULE): string[] => [
  `INSERT INTO search_vocab (term, docs, len) SELECT d.term, d.n, length(d.term) FROM (${counts('gigs r', rule)}) d`,
  `INSERT INTO search_vocab (term, catalog, len) SELECT column1, 1, length(column1) FROM (VALUES ${catalogValues}) c
    ON CONFLICT (term) DO UPDATE SET catalog = 1`,
];

export const postgresDown: string[] = [
  ...['ins', 'upd', 'del'].map((e) => `DROP TRIGGER IF EXISTS search_vocab_gigs_${e} ON gigs`),
  `DROP FUNCTION IF EXISTS qurious_search_vocab_on_gigs()`,
  `DROP FUNCTION IF EXISTS qurious_search_words(text)`,
  `DROP TABLE IF EXISTS search_vocab`,
];
