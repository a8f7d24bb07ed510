import { groupOfSkill, skillGroups, type SkillGroup } from '#shared/catalog/skill-groups';
import { featuredSkills, skillByName, skills, type Skill } from '#shared/catalog/skills';
import { softwareCategories, softwaresInCategory, type SoftwareCategory } from '#shared/catalog/software-categories';
import { featuredSoftwares, softwareByName, softwares, type Software } from '#shared/catalog/softwares';
import type { AccordionDomain } from './DomainAccordion';
import { skillDomainHref, skillInDomainHref, softwareDomainHref, softwareHrefOrNull, softwareInDomainHref } from './links';
import type { GridItem } from './TileGrid';

const defined = <T>(v: T | undefined): v is T => v !== undefined;

const softwareItem = (s: Software, href: string | null): GridItem => ({ name: s.name, kind: 'software', icon: s.iconSlug, href });
const skillItem = (s: Skill, href: string | null): GridItem => ({ name: s.name, kind: 'skill', icon: s.icon, href });

/** Softwares under their primary domain; one with no known domain links nowhere. */
export const softwareItems = (list: readonly Software[]): GridItem[] => list.map((s) => softwareItem(s, softwareHrefOrNull(s)));
export const popularSoftwares = (): Software[] => featuredSoftwares.map((n) => softwareByName(n)).filter(defined);
export const allSoftwares = (): readonly Software[] => softwares;

/** The softwares of one domain, each linking inside that domain. */
export const softwareItemsIn = (category: SoftwareCategory): GridItem[] =>
  softwaresInCategory(category.slug).map((s) => softwareItem(s, softwareInDomainHref(category, s)));

export const softwareDomains = (): AccordionDomain[] =>
  softwareCategories.map((c) => ({ name: c.name, href: softwareDomainHref(c), items: softwareItemsIn(c) }));

export const skillsOf = (group: SkillGroup): Skill[] => group.skills.map((n) => skillByName(n)).filter(defined);

/** Skills under their domain. */
export const skillItems = (list: readonly Skill[]): GridItem[] =>
  list.map((s) => {
    const group = groupOfSkill(s.name);
    return skillItem(s, group ? skillInDomainHref(group, s) : null);
  });
export const skillItemsIn = (group: SkillGroup): GridItem[] => skillsOf(group).map((s) => skillItem(s, skillInDomainHref(group, s)));
export const featuredSkillList = (): Skill[] => featuredSkills.map((n) => skillByName(n)).filter(defined);
export const allSkills = (): readonly Skill[] => skills;

export const skillDomains = (): AccordionDomain[] =>
  skillGroups.map((g) => ({ name: g.name, href: skillDomainHref(g), items: skillItemsIn(g) }));
