import type { Skill } from '#shared/catalog/skills';
import type { Software } from '#shared/catalog/softwares';
import { groupOfSkill, type SkillGroup } from '#shared/catalog/skill-groups';
import { categoryOfSoftware, type SoftwareCategory } from '#shared/catalog/software-categories';

export function softwareDomainHref(category: Pick<SoftwareCategory, 'slug'>): string {
  return `/categories/software/${encodeURIComponent(category.slug)}`;
}

/** A software inside a given domain: /categories/software/{domain}/{software}, both parts URL-encoded. */
export function softwareInDomainHref(category: Pick<SoftwareCategory, 'slug'>, software: Pick<Software, 'slug'>): string {
  return `${softwareDomainHref(category)}/${encodeURIComponent(software.slug)}`;
}

/** A software under its primary domain, or null when it has no known domain (its tile links nowhere). */
export function softwareHrefOrNull(software: Pick<Software, 'name' | 'slug'>): string | null {
  const category = categoryOfSoftware(software.name);
  return category ? softwareInDomainHref(category, software) : null;
}

export function skillDomainHref(group: Pick<SkillGroup, 'slug'>): string {
  return `/categories/domain/${encodeURIComponent(group.slug)}`;
}

export function skillInDomainHref(group: Pick<SkillGroup, 'slug'>, skill: Pick<Skill, 'slug'>): string {
  return `${skillDomainHref(group)}/${encodeURIComponent(skill.slug)}`;
}

/** A skill under its domain, or null for a skill in no domain. */
export function skillHrefOrNull(skill: Pick<Skill, 'name' | 'slug'>): string | null {
  const group = groupOfSkill(skill.name);
  return group ? skillInDomainHref(group, skill) : null;
}

/** The suggestion chips of a skill page: its sub-skill tags, then its suggested phrases, once each. */
export function skillSuggestions(skill: Pick<Skill, 'subSkills' | 'phrases'>): string[] {
  return [...new Set([...skill.subSkills, ...skill.phrases])];
}
