import { gigCategories } from './gig-categories';
import { skills } from './skills';
import { softwares } from './softwares';

/**
 * The catalogue as search sees it: the names a buyer may mean, and their words, split
 * as both search indexes split text (lower-case runs of letters and digits).
 */

/** The words of a text as the search indexes see them. */
export const searchWords = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');

/** The names of catalogue entries a search can suggest: skills, softwares and their sub-skills and topics. */
export const catalogEntryNames: readonly string[] = [
  ...new Set([
    ...skills.map((s) => s.name),
    ...softwares.map((s) => s.name),
    ...skills.flatMap((s) => s.subSkills),
    ...softwares.flatMap((s) => s.topics),
  ]),
];

/** Every word of the catalogue's names, categories, sub-skills, topics and phrases. */
export const catalogWords: readonly string[] = [
  ...new Set(
    [
      ...catalogEntryNames,
      ...gigCategories.flatMap((c) => [c.name, ...c.subCategories]),
      ...skills.flatMap((s) => s.phrases),
      ...softwares.flatMap((s) => s.phrases),
    ].flatMap(searchWords),
  ),
];
