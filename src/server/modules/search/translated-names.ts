import { CATALOG_NAMES } from '#shared/catalog/names/all-languages';
import { keywordTerms } from '#shared/domain/search';

/**
 * The catalogue's skills, skill groups and software categories by their names in the other
 * languages: "montage vidéo" is searched as the gigs of Video Editing too. A name in any language
 * counts (a visitor reading French may type the Portuguese name, and the search does not depend on
 * the page's language). Accents and Arabic vowel marks are not needed to match ("montage video").
 */

/** A word without its diacritics (é → e, Arabic harakat dropped), Hangul syllables kept whole. */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

function namesByWords(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const ambiguous = new Set<string>();
  for (const { names } of Object.values(CATALOG_NAMES)) {
    for (const [english, translated] of Object.entries(names)) {
      const key = keywordTerms(translated).map(foldWord).join(' ');
      const target = keywordTerms(english);
      // A name written as in English ("Illustration") is found as typed already.
      if (key === '' || key === target.join(' ')) continue;
      const known = out.get(key);
      if (known && known.join(' ') !== target.join(' ')) ambiguous.add(key);
      else out.set(key, target);
    }
  }
  // Two English names behind one translated name: neither is meant more than the other.
  for (const key of ambiguous) out.delete(key);
  return out;
}

const NAMES = namesByWords();
/** The most words a translated name has (names are matched longest first). */
const LONGEST = Math.max(...[...NAMES.keys()].map((k) => k.split(' ').length));

/** The English words of the translated catalogue name that starts at `words[at]` (the longest), and how many words it took; null when none starts there. */
export function translatedNameAt(words: readonly string[], at: number): { words: string[]; length: number } | null {
  for (let n = Math.min(LONGEST, words.length - at); n >= 1; n--) {
    const english = NAMES.get(words.slice(at, at + n).map(foldWord).join(' '));
    if (english) return { words: english, length: n };
  }
  return null;
}
