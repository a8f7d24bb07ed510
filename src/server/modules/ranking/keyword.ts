import { KEYWORD_MAX_LENGTH, keywordTerms } from '#shared/domain/search';

/** A search's words as the ranking keeps them (keywordTerms joined by a space); null when there are none. */
export function rankingKeyword(keyword: string): string | null {
  const terms = keywordTerms(keyword);
  return terms.length > 0 ? terms.join(' ').slice(0, KEYWORD_MAX_LENGTH) : null;
}
