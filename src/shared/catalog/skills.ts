import { skillSeeds, type SkillName } from './skills-data';
import { safeDecode, toSlug } from './slugify';

export type { SkillName } from './skills-data';

export interface Skill {
  name: string;
  slug: string;
  /** PascalCase name of a lucide-react icon. */
  icon: string;
  /** Sub-skill tags offered as checkboxes in the expert wizard. May be empty. */
  subSkills: readonly string[];
  /** Suggested search phrases shown as chips on the skill page. */
  phrases: readonly string[];
}

/** The skill catalogue, in display order. */
export const skills: readonly Skill[] = skillSeeds.map(
  (seed): Skill => ({
    name: seed.name,
    slug: toSlug(seed.name),
    icon: seed.icon,
    subSkills: seed.subSkills,
    phrases: seed.phrases,
  }),
);

/** The 19 skills highlighted on the home page strip and the popular grid. */
export const featuredSkills = [
  'Web Development',
  'App Development',
  'Video Editing',
  'Graphic Designing',
  'UI/UX Designing',
  'Data Science',
  'Machine Learning',
  'Digital Marketing',
  'SEO Optimization',
  'Content Writing',
  '3D Animation',
  'Photography',
  'Cybersecurity',
  'DevOps Engineering',
  'Back-End Development',
  'Blockchain Development',
  'Voice Over',
  'Bookkeeping',
  'Web Scraping',
] as const satisfies readonly SkillName[];

const byName = new Map<string, Skill>(skills.map((s) => [s.name, s]));
const byLowerName = new Map<string, Skill>(skills.map((s) => [s.name.toLowerCase(), s]));
const bySlug = new Map<string, Skill>(skills.map((s) => [s.slug, s]));

/** Exact name lookup (case-insensitive fallback). */
export function skillByName(name: string): Skill | undefined {
  return byName.get(name) ?? byLowerName.get(name.trim().toLowerCase());
}

/**
 * Lookup by URL slug. Also accepts a URL-encoded name (old links used names),
 * e.g. 'UI%2FUX%20Designing'.
 */
export function skillBySlug(slug: string): Skill | undefined {
  return bySlug.get(slug) ?? bySlug.get(toSlug(safeDecode(slug)));
}

/** Sub-skills of a skill by name; empty for unknown skills and for skills without sub-skills. */
export function subSkillsOf(name: string): readonly string[] {
  return skillByName(name)?.subSkills ?? [];
}

