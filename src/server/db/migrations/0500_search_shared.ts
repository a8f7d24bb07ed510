/** What both dialects of the search index migration share. */

/** basic_credits of a gig without a Basic package: sorts last by price on both databases. */
export const NO_PRICE = 2_147_483_647;

/**
 * The languages with a bit in gig_search.lang_mask (the first 52 of the catalogue when this
 * migration was written: 2^51 is the largest bit a JS number carries exactly). Filtering by one of
 * them is a bit test on the index; any other language is looked up in expert_languages.
 */
export const MASKED_LANGUAGES = [
  'English', 'Hindi', 'Spanish', 'Mandarin Chinese', 'Cantonese', 'Arabic', 'Bengali', 'Portuguese', 'Russian',
  'Japanese', 'French', 'German', 'Korean', 'Italian', 'Turkish', 'Vietnamese', 'Urdu', 'Punjabi', 'Marathi', 'Telugu',
  'Tamil', 'Gujarati', 'Kannada', 'Malayalam', 'Odia', 'Assamese', 'Maithili', 'Konkani', 'Sindhi', 'Kashmiri',
  'Sanskrit', 'Nepali', 'Sinhala', 'Indonesian', 'Malay', 'Javanese', 'Thai', 'Filipino', 'Burmese', 'Khmer', 'Lao',
  'Mongolian', 'Persian', 'Pashto', 'Kurdish', 'Hebrew', 'Greek', 'Dutch', 'Swedish', 'Norwegian', 'Danish', 'Finnish',
] as const;

/** The table of language bits, filled. */
export const languageBitsStatements = (bitType: string): string[] => [
  `CREATE TABLE search_language_bits (language TEXT PRIMARY KEY, bit ${bitType} NOT NULL)`,
  `INSERT INTO search_language_bits (language, bit) VALUES ${MASKED_LANGUAGES.map((l, i) => `('${l.replace(/'/g, "''")}', ${2 ** i})`).join(', ')}`,
];

/** The lang_mask of gig g: the bits of its expert's languages. */
export const LANG_MASK = (sumCast: string) =>
  `(SELECT COALESCE(SUM(b.bit), 0)${sumCast} FROM expert_languages l JOIN search_language_bits b ON b.language = l.language WHERE l.expert_id = g.expert_id)`;

const TAIL = ['created_at DESC', 'gig_id'];

/**
 * The indexes of gig_search, one per sort order of a search without a keyword. Each also carries
 * every column a filter reads, so counting and paging never leave the index. On PostgreSQL the text
 * columns sort byte-wise (COLLATE "C"), as on SQLite, so both give the same order.
 */
export function sortIndexes(dialect: 'sqlite' | 'postgres'): string[] {
  const text = (column: string) => (dialect === 'postgres' ? column.replace(/^(\w+)/, '$1 COLLATE "C"') : column);
  const indexes: Array<[string, string[]]> = [
    ['gig_search_rated_idx', ['listed', 'rating DESC', 'review_count DESC', ...TAIL.map(text), 'hourly_rate', 'level', 'lang_mask', 'expert_id']],
    ['gig_search_price_idx', ['listed', 'basic_credits', 'rating DESC', 'review_count DESC', ...TAIL.map(text), 'hourly_rate', 'level', 'lang_mask', 'expert_id']],
    ['gig_search_experience_idx', ['listed', 'experience DESC', 'level DESC', 'rating DESC', 'review_count DESC', ...TAIL.map(text), 'hourly_rate', 'lang_mask', 'expert_id']],
    ['gig_search_filters_idx', ['listed', 'hourly_rate', 'level', 'rating', 'lang_mask']],
  ];
  return indexes.map(([name, columns]) => `CREATE INDEX ${name} ON gig_search (${columns.join(', ')})`);
}
