/** What both dialects of the search index migration share. */

/** basic_credits of a gig without a Basic package: sorts last by price on both databases. */
export const NO_PRICE = 2_147_483_647;

const TAIL = ['created_at DESC', 'gig_id'];

/**
 * The indexes of gig_search, one per sort order of a search without a keyword. Each also carries
 * every column a filter reads, so counting and paging never leave the index. On PostgreSQL the text
 * columns sort byte-wise (COLLATE "C"), as on SQLite, so both give the same order.
 */
export function sortIndexes(dialect: 'sqlite' | 'postgres'): string[] {
  const text = (column: string) => (dialect === 'postgres' ? column.replace(/^(\w+)/, '$1 COLLATE "C"') : column);
  const indexes: Array<[string, string[]]> = [
    ['gig_search_rated_idx', ['listed', 'rating DESC', 'review_count DESC', ...TAIL.map(text), 'hourly_rate', 'level', 'expert_id']],
    ['gig_search_price_idx', ['listed', 'basic_credits', 'rating DESC', 'review_count DESC', ...TAIL.map(text), 'hourly_rate', 'level', 'expert_id']],
    ['gig_search_experience_idx', ['listed', 'experience DESC', 'level DESC', 'rating DESC', 'review_count DESC', ...TAIL.map(text), 'hourly_rate', 'expert_id']],
  ];
  return indexes.map(([name, columns]) => `CREATE INDEX ${name} ON gig_search (${columns.join(', ')})`);
}
