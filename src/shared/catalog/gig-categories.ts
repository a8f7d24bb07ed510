import { skillGroups } from './skill-groups';

/** A gig category of the gig wizard with its subcategories. */
export interface GigCategory {
  name: string;
  subCategories: readonly string[];
}

/**
 * Category and subcategory dropdowns of the gig wizard, derived from the skill
 * catalogue: categories are the skill groups, subcategories the skills of that group.
 */
export const gigCategories: readonly GigCategory[] = skillGroups.map(
  (group): GigCategory => ({ name: group.name, subCategories: group.skills }),
);

const byName = new Map<string, GigCategory>(gigCategories.map((c) => [c.name, c]));

export function isGigCategory(category: string): boolean {
  return byName.has(category);
}

/** True when `sub` is one of the subcategories of the gig category `category`. */
export function isGigSubCategory(category: string, sub: string): boolean {
  return byName.get(category)?.subCategories.includes(sub) ?? false;
}

/** Subcategories of a gig category; empty for an unknown category. */
export function gigSubCategoriesOf(category: string): readonly string[] {
  return byName.get(category)?.subCategories ?? [];
}
