import type { SkillName } from './skills-data';
import { safeDecode, toSlug } from './slugify';

/** A skill domain (the /categories/domain/{domain} pages). */
export interface SkillGroup {
  name: string;
  slug: string;
  skills: readonly string[];
}

interface SkillGroupSeed {
  readonly name: string;
  readonly skills: readonly SkillName[];
}

/**
 * Every skill of the catalogue belongs to exactly one group (checked by the tests);
 * the `SkillName` type makes a misspelt skill a compile error.
 */
const skillGroupSeeds = [
  { name: '3D & CAD Design', skills: ['3D Animation', '3D Modeling', 'CAD Drafting'] },
  { name: 'AI & Machine Learning', skills: ['Machine Learning', 'Natural Language Processing', 'Prompt Engineering'] },
  { name: 'AR/VR Development', skills: ['AR/VR Development'] },
  { name: 'Audio Production', skills: ['Sound Designing', 'Audio Mixing & Mastering', 'Podcast Production', 'Voice Over'] },
  { name: 'Blockchain & Web3', skills: ['Blockchain Development'] },
  { name: 'Cloud & DevOps', skills: ['DevOps Engineering', 'Cloud Architecture'] },
  { name: 'Cybersecurity', skills: ['Cybersecurity'] },
  { name: 'Data & Analytics', skills: ['Data Science', 'Data Analysis', 'Data Visualization', 'Web Scraping'] },
  { name: 'Database Management', skills: ['Database Administration'] },
  { name: 'Ecommerce & CMS', skills: ['WordPress Development', 'Shopify Development'] },
  { name: 'Email Marketing', skills: ['Email Marketing'] },
  { name: 'Finance & Accounting', skills: ['Bookkeeping', 'Financial Modeling'] },
  { name: 'Game Development', skills: ['Game Development'] },
  { name: 'Graphic & Motion Design', skills: ['Graphic Designing', 'Logo Design', 'Illustration', 'Motion Graphics'] },
  { name: 'HR & Hiring', skills: ['Recruiting'] },
  { name: 'Legal & Compliance', skills: ['Contract Drafting', 'GDPR Compliance'] },
  { name: 'Marketing & Automation', skills: ['Digital Marketing', 'SEO Optimization', 'Workflow Automation', 'Paid Advertising'] },
  { name: 'Mobile & App Development', skills: ['App Development', 'iOS Development', 'Android Development'] },
  { name: 'Music Production', skills: ['Music Production'] },
  { name: 'Office & Productivity', skills: ['Excel & Spreadsheets'] },
  { name: 'Photography', skills: ['Photography', 'Photo Editing'] },
  { name: 'Project & Task Management', skills: ['Project Management'] },
  { name: 'Sales & CRM', skills: ['CRM Administration'] },
  { name: 'Screenwriting & Authoring', skills: ['Screenwriting'] },
  { name: 'Social Media & Scheduling', skills: ['Social Media Management'] },
  { name: 'Software Development & IDEs', skills: ['Web Development', 'Back-End Development', 'Front-End Development', 'Python Programming', 'Software Testing'] },
  { name: 'Teaching & Course Platforms', skills: ['Online Tutoring'] },
  { name: 'UI/UX & Prototyping', skills: ['UI/UX Designing', 'Wireframing & Prototyping'] },
  { name: 'Video Editing', skills: ['Video Editing', 'Color Grading'] },
  { name: 'Writing & Editing', skills: ['Content Writing', 'Copywriting', 'Technical Writing', 'Translation'] },
] as const satisfies readonly SkillGroupSeed[];

export type SkillGroupName = (typeof skillGroupSeeds)[number]['name'];

/** Skill domains in display order. */
export const skillGroups: readonly SkillGroup[] = skillGroupSeeds.map(
  (seed): SkillGroup => ({ name: seed.name, slug: toSlug(seed.name), skills: seed.skills }),
);

const groupBySkill = new Map<string, SkillGroup>();
for (const group of skillGroups) {
  for (const skill of group.skills) {
    if (!groupBySkill.has(skill)) groupBySkill.set(skill, group);
  }
}
const bySlug = new Map<string, SkillGroup>(skillGroups.map((g) => [g.slug, g]));
const byName = new Map<string, SkillGroup>(skillGroups.map((g) => [g.name, g]));

/** The group (domain) a skill belongs to. */
export function groupOfSkill(skillName: string): SkillGroup | undefined {
  return groupBySkill.get(skillName);
}

/** Lookup by URL slug; also accepts a URL-encoded group name. */
export function skillGroupBySlug(slug: string): SkillGroup | undefined {
  return bySlug.get(slug) ?? bySlug.get(toSlug(safeDecode(slug)));
}

export function skillGroupByName(name: string): SkillGroup | undefined {
  return byName.get(name);
}
