import type { ProfessionName } from '../professions-data';
import type { SkillGroupName } from '../skill-groups';
import type { SkillName } from '../skills-data';
import type { SoftwareCategoryName } from '../software-categories';

/**
 * The catalogue's names that are translated: skills, skill groups and software categories (one English
 * name reads the same in each of them, "Video Editing" the skill and the group), and, apart, the
 * professions (the profession "Illustrator" must not turn the software Illustrator into a translation).
 * Software product names are written as their makers write them, in every language: not here.
 */
export type CatalogName = SkillName | SkillGroupName | SoftwareCategoryName;

/** One language's names of the catalogue, complete (the types make a missing name a compile error). */
export interface CatalogNames {
  readonly names: Readonly<Record<CatalogName, string>>;
  readonly professions: Readonly<Record<ProfessionName, string>>;
}
