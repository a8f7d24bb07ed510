import { CATALOG_NAMES } from '#shared/catalog/names/all-languages';
import { topicAt } from '#shared/catalog/search-topics';
import { searchWords } from '#shared/catalog/search-words';
import { TOPIC_NAMES } from '#shared/catalog/topic-names/all-languages';
import { keywordTerms } from '#shared/domain/search';

/**
 * The catalogue's skills, skill groups and software categories, and the feature topics and sub-skills,
 * by their names in the other languages: "montage vidéo" is searched as the gigs of Video Editing too,
 * "retouche de la peau" as Skin Retouching. A name in any language counts (a visitor reading French may
 * type the Portuguese name, and the search does not depend on the page's language). Accents and Arabic
 * vowel marks are not needed to match ("montage video").
 */

/** A word without its diacritics (é → e, Arabic harakat dropped), Hangul syllables kept whole. */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/**
 * The English words of each translated name, by the translated name's folded words. A name written as
 * in English is found as typed already; a translated name shared by two English names is left out
 * (neither is meant more than the other).
 */
function byTranslatedWords(tables: readonly Readonly<Record<string, string>>[], englishWords: (english: string) => string[] | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const ambiguous = new Set<string>();
  for (const table of tables) {
    for (const [english, translated] of Object.entries(table)) {
      const key = keywordTerms(translated).map(foldWord).join(' ');
      const target = englishWords(english);
      if (target === null || key === '' || key === target.join(' ')) continue;
      const known = out.get(key);
      if (known && known.join(' ') !== target.join(' ')) ambiguous.add(key);
      else out.set(key, target);
    }
  }
  for (const key of ambiguous) out.delete(key);
  return out;
}

/** The English words of the longest key of `table` that starts at `words[at]`, and how many words it took. */
function longestAt(table: ReadonlyMap<string, string[]>, longest: number, words: readonly string[], at: number): { words: string[]; length: number } | null {
  for (let n = Math.min(longest, words.length - at); n >= 1; n--) {
    const english = table.get(words.slice(at, at + n).map(foldWord).join(' '));
    if (english) return { words: english, length: n };
  }
  return null;
}

const mostWords = (table: ReadonlyMap<string, string[]>) => Math.max(0, ...[...table.keys()].map((k) => k.split(' ').length));

const NAMES = byTranslatedWords(
  Object.values(CATALOG_NAMES).map((c) => c.names),
  (english) => keywordTerms(english),
);
const NAMES_LONGEST = mostWords(NAMES);

/** The English words of the translated catalogue name that starts at `words[at]` (the longest), and how many words it took; null when none starts there. */
export function translatedNameAt(words: readonly string[], at: number): { words: string[]; length: number } | null {
  return longestAt(NAMES, NAMES_LONGEST, words, at);
}

/** A topic's English words when search reads it as a topic (search-topics: not too common, not an entry's name); else null. */
function searchedTopic(english: string): string[] | null {
  const words = searchWords(english);
  return topicAt(words, 0)?.length === words.length ? words : null;
}

const TOPICS = byTranslatedWords(Object.values(TOPIC_NAMES), searchedTopic);
const TOPICS_LONGEST = mostWords(TOPICS);

/**
 * The translated feature topic or sub-skill that starts at `words[at]` (the longest): its English
 * words, the words of the entries it belongs to, and how many words it took; null when none starts there.
 */
export function translatedTopicAt(words: readonly string[], at: number): { english: string[]; owners: string[][]; length: number } | null {
  const found = longestAt(TOPICS, TOPICS_LONGEST, words, at);
  const topic = found ? topicAt(found.words, 0) : null;
  return found && topic ? { english: found.words, owners: topic.owners, length: found.length } : null;
}
