/**
 * The catalogue's public pages: which item a /categories path names, its name and a
 * description for the page head, and every such page for the sitemap. Unknown slugs, and an item
 * asked under a domain it is not in, name nothing (the server answers those with a 404).
 */
import { skillGroupBySlug, skillGroups } from './skill-groups';
import { skillByName, skillBySlug } from './skills';
import { softwareCategories, softwareCategoryBySlug } from './software-categories';
import { softwareByName, softwareBySlug } from './softwares';

export interface CatalogPageInfo {
  /** The canonical path (slugs as the catalogue spells them). */
  path: string;
  name: string;
  description: string;
}

const enc = encodeURIComponent;

export const softwareDomainPath = (domainSlug: string) => `/categories/software/${enc(domainSlug)}`;
export const softwarePath = (domainSlug: string, softwareSlug: string) => `${softwareDomainPath(domainSlug)}/${enc(softwareSlug)}`;
export const skillDomainPath = (domainSlug: string) => `/categories/domain/${enc(domainSlug)}`;
export const skillPath = (domainSlug: string, skillSlug: string) => `${skillDomainPath(domainSlug)}/${enc(skillSlug)}`;

/** The catalogue item of a /categories route (its pattern and params as matched), or null. */
export function catalogPageFor(pattern: string, params: Readonly<Record<string, string>>): CatalogPageInfo | null {
  const domain = params.domain ?? '';
  switch (pattern) {
    case '/categories/software/:domain': {
      const c = softwareCategoryBySlug(domain);
      return c
        ? { path: softwareDomainPath(c.slug), name: c.name, description: `Live help from experts in ${c.softwares.length} ${c.name} softwares.` }
        : null;
    }
    case '/categories/software/:domain/:software': {
      const c = softwareCategoryBySlug(domain);
      const s = softwareBySlug(params.software ?? '');
      if (!c || !s || !c.softwares.includes(s.name)) return null;
      return { path: softwarePath(c.slug, s.slug), name: s.name, description: `Stuck in ${s.name}? Ask an expert and solve it live on a call.` };
    }
    case '/categories/domain/:domain': {
      const g = skillGroupBySlug(domain);
      return g && g.skills.length > 0
        ? { path: skillDomainPath(g.slug), name: g.name, description: `Live help from experts in ${g.skills.length} ${g.name} skills.` }
        : null;
    }
    case '/categories/domain/:domain/:skill': {
      const g = skillGroupBySlug(domain);
      const s = skillBySlug(params.skill ?? '');
      if (!g || !s || !g.skills.includes(s.name)) return null;
      return { path: skillPath(g.slug, s.slug), name: s.name, description: `Learn ${s.name} or get it done with an expert, live.` };
    }
    default:
      return null;
  }
}

/** Every catalogue page with its own content: the four lists, each domain, and each item in its domain. */
export function allCatalogPaths(): string[] {
  const paths = ['/categories', '/categories/software', '/categories/domain'];
  for (const c of softwareCategories) {
    paths.push(softwareDomainPath(c.slug));
    for (const name of c.softwares) {
      const s = softwareByName(name);
      if (s) paths.push(softwarePath(c.slug, s.slug));
    }
  }
  for (const g of skillGroups) {
    if (g.skills.length === 0) continue;
    paths.push(skillDomainPath(g.slug));
    for (const name of g.skills) {
      const s = skillByName(name);
      if (s) paths.push(skillPath(g.slug, s.slug));
    }
  }
  return [...new Set(paths)];
}
