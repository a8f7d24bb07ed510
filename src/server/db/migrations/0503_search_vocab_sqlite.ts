/**
 * The search vocabulary on SQLite: `search_vocab` holds every word of the listed gigs'
 * titles, tags, softwares and categories with the number of gigs that have it (`docs`), plus the
 * catalogue's words (`catalog` = 1, kept at 0 gigs). Descriptions are searched but left out here: a
 * word only they have is not worth correcting to, and they would make the vocabulary costly to keep.
 * `search_vocab_grams` lists each word under its trigrams (padded as pg_trgm pads
 * them) and length, so the words near a misspelt one are found without reading the whole vocabulary.
 * Triggers on `gigs` keep the counts in step with inserts, edits and deletions; words are split by
 * the connection functions `qurious_search_words` and `qurious_search_grams` (db/search-functions.ts).
 */
const TEXT = (row: string) =>
  `qurious_search_words(concat_ws(' ', ${['title', 'tags_json', 'softwares_json', 'category', 'sub_category'].map((c) => `${row}.${c}`).join(', ')}))`;

/** What makes a gig's words count, for a row (`NEW`, `OLD`, `g`); later migrations add to it (1000: not hidden). */
export type ListedRule = { listed: (row: string) => string; columns: readonly string[] };
export const ACTIVE_RULE: ListedRule = { listed: (row) => `${row}.active = 1`, columns: ['active'] };

const textChanged = (rule: ListedRule) =>
  ['title', 'tags_json', 'softwares_json', 'category', 'sub_category', ...rule.columns].map((c) => `NEW.${c} IS NOT OLD.${c}`).join(' OR ');

const add = (row: string, rule: ListedRule) => `INSERT INTO search_vocab (term, docs, len)
    SELECT w.value, 1, length(w.value) FROM json_each(${TEXT(row)}) w WHERE ${rule.listed(row)}
    ON CONFLICT (term) DO UPDATE SET docs = docs + 1;`;

const remove = (row: string, rule: ListedRule) => `UPDATE search_vocab SET docs = docs - 1
    WHERE ${rule.listed(row)} AND term IN (SELECT value FROM json_each(${TEXT(row)}));`;

const prune = (row: string) => `DELETE FROM search_vocab WHERE docs <= 0 AND catalog = 0
    AND term IN (SELECT value FROM json_each(${TEXT(row)}));`;

export const sqliteUp = (catalogValues: string): string[] => [
  `CREATE TABLE search_vocab (term TEXT PRIMARY KEY, docs INTEGER NOT NULL DEFAULT 0, catalog INTEGER NOT NULL DEFAULT 0, len INTEGER NOT NULL) WITHOUT ROWID`,
  `CREATE TABLE search_vocab_grams (gram TEXT NOT NULL, len INTEGER NOT NULL, term TEXT NOT NULL, PRIMARY KEY (gram, len, term)) WITHOUT ROWID`,
  `CREATE TRIGGER search_vocab_grams_ins AFTER INSERT ON search_vocab BEGIN
    INSERT OR IGNORE INTO search_vocab_grams (gram, len, term) SELECT value, NEW.len, NEW.term FROM json_each(qurious_search_grams(NEW.term));
  END`,
  `CREATE TRIGGER search_vocab_grams_del AFTER DELETE ON search_vocab BEGIN
    DELETE FROM search_vocab_grams WHERE len = OLD.len AND term = OLD.term AND gram IN (SELECT value FROM json_each(qurious_search_grams(OLD.term)));
  END`,
  ...sqliteGigTriggers(ACTIVE_RULE),
  ...sqliteFill(catalogValues),
];

/** The triggers that keep the vocabulary in step with gigs under a rule of what is listed. */
export const sqliteGigTriggers = (rule: ListedRule): string[] => [
  `CREATE TRIGGER search_vocab_gigs_ins AFTER INSERT ON gigs WHEN ${rule.listed('NEW')} BEGIN
    ${add('NEW', rule)}
  END`,
  `CREATE TRIGGER search_vocab_gigs_del AFTER DELETE ON gigs WHEN ${rule.listed('OLD')} BEGIN
    ${remove('OLD', rule)}
    ${prune('OLD')}
  END`,
  `CREATE TRIGGER search_vocab_gigs_upd AFTER UPDATE ON gigs WHEN ${textChanged(rule)} BEGIN
    ${remove('OLD', rule)}
    ${add('NEW', rule)}
    ${prune('OLD')}
  END`,
];

/** Fills the empty vocabulary from the gigs and the catalogue (the migration; the benchmark times it). */
export const sqliteFill = (catalogValues: string, rule: ListedRule = ACTIVE_RULE): string[] => [
  `INSERT INTO search_vocab (term, docs, len)
    SELECT w.value, count(*), length(w.value) FROM gigs g, json_each(${TEXT('g')}) w WHERE ${rule.listed('g')} GROUP BY w.value`,
  `INSERT INTO search_vocab (term, catalog, len) SELECT column1, 1, length(column1) FROM (VALUES ${catalogValues}) WHERE 1
    ON CONFLICT (term) DO UPDATE SET catalog = 1`,
];

export const sqliteDown: string[] = [
  ...['gigs_ins', 'gigs_del', 'gigs_upd', 'grams_ins', 'grams_del'].map((t) => `DROP TRIGGER IF EXISTS search_vocab_${t}`),
  `DROP TABLE IF EXISTS search_vocab_grams`,
  `DROP TABLE IF EXISTS search_vocab`,
];
