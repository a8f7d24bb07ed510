import { describe, expect, it } from 'vitest';
import * as catalog from './index';
import {
  categoriesOfSoftware,
  categoryOfSoftware,
  featuredSkills,
  featuredSoftwares,
  groupOfSkill,
  skillByName,
  skillBySlug,
  skillGroupBySlug,
  skillGroups,
  skills,
  softwareByName,
  softwareBySlug,
  softwareCategories,
  softwareCategoryBySlug,
  softwareHref,
  softwares,
  softwaresInCategory,
  subSkillsOf,
  suggestionsForSoftware,
} from './index';

const SPEC_SOFTWARE_CATEGORIES = [
  '3D & CAD Design',
  'AI & Machine Learning',
  'AR/VR Development',
  'Audio Production',
  'Cloud & DevOps',
  'Cybersecurity',
  'Data & Analytics',
  'Database Tools',
  'Design Tools',
  'Ecommerce & CMS',
  'Email Marketing',
  'Finance & Accounting',
  'Game Development',
  'Graphic & Motion Design',
  'HR & Hiring',
  'Legal & Compliance',
  'Marketing & Automation',
  'Mobile & App Development',
  'Music Production',
  'Office & Productivity',
  'Project & Task Management',
  'Sales & CRM',
  'Screenwriting & Authoring',
  'Social Media & Scheduling',
  'Software Development & IDEs',
  'Teaching & Course Platforms',
  'Terminal & Shell Tools',
  'UI/UX & Prototyping',
  'Video Conferencing & Collaboration',
  'Video Editing',
  'Writing & Editing',
];

const SPEC_SKILLS = [
  '3D Animation',
  'App Development',
  'Back-End Development',
  'Blockchain Development',
  'Bookkeeping',
  'Content Writing',
  'Cybersecurity',
  'Data Science',
  'DevOps Engineering',
  'Digital Marketing',
  'Graphic Designing',
  'Machine Learning',
  'Photography',
  'SEO Optimization',
  'UI/UX Designing',
  'Video Editing',
  'Voice Over',
  'Web Development',
  'Web Scraping',
  'Sound Designing',
];

const SPEC_SKILL_GROUPS = [
  '3D & CAD Design',
  'AI & Machine Learning',
  'Audio Production',
  'Cloud & DevOps',
  'Finance & Accounting',
  'HR & Hiring',
  'Legal & Compliance',
  'Marketing & Automation',
  'Software Development & IDEs',
  'Video Editing',
  'Writing & Editing',
];

const BRIEF_SOFTWARES = [
  'Blender', 'Premiere Pro', 'After Effects', 'Photoshop', 'Figma', 'VS Code', 'Excel', 'Notion', 'Jira',
  'Salesforce', 'Unity', 'Unreal Engine', 'AutoCAD', 'DaVinci Resolve', 'Final Cut Pro', 'Ableton Live',
  'FL Studio', 'Docker', 'Kubernetes', 'AWS', 'PostgreSQL', 'Tableau', 'Power BI', 'WordPress', 'Shopify',
  'Mailchimp', 'HubSpot', 'QuickBooks', 'Zoom', 'Slack', 'Canva', 'ChatGPT', 'TensorFlow', 'PyTorch', 'React',
];

const WEB_DEVELOPMENT_SUB_SKILLS = [
  'HTML/CSS', 'JavaScript', 'React', 'Vue', 'Angular', 'Responsive Design', 'API Integration', 'Authentication',
  'State Management', 'Webpack', 'PWA', 'SEO Best Practices', 'Form Handling', 'Testing', 'Deployment',
];

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

describe('skills', () => {
  it('has about 62 skills with unique names and slugs', () => {
    expect(skills.length).toBeGreaterThanOrEqual(55);
    expect(skills.length).toBeLessThanOrEqual(70);
    expect(duplicates(skills.map((s) => s.name))).toEqual([]);
    expect(duplicates(skills.map((s) => s.slug))).toEqual([]);
  });

  it('includes every skill the spec names', () => {
    for (const name of SPEC_SKILLS) expect(skillByName(name), name).toBeDefined();
  });

  it('has exactly 19 featured skills, all existing and distinct', () => {
    expect(featuredSkills).toHaveLength(19);
    expect(duplicates(featuredSkills)).toEqual([]);
    for (const name of featuredSkills) expect(skillByName(name), name).toBeDefined();
  });

  it('gives Web Development exactly the spec sub-skills, in order', () => {
    expect(skillByName('Web Development')?.subSkills).toEqual(WEB_DEVELOPMENT_SUB_SKILLS);
    expect(subSkillsOf('Web Development')).toEqual(WEB_DEVELOPMENT_SUB_SKILLS);
  });

  it('gives Sound Designing no sub-skills', () => {
    expect(skillByName('Sound Designing')?.subSkills).toEqual([]);
    expect(subSkillsOf('Sound Designing')).toEqual([]);
    expect(subSkillsOf('Not A Skill')).toEqual([]);
  });

  it('gives every other skill 6 to 15 distinct sub-skills', () => {
    for (const s of skills) {
      if (s.name === 'Sound Designing') continue;
      expect(s.subSkills.length, s.name).toBeGreaterThanOrEqual(6);
      expect(s.subSkills.length, s.name).toBeLessThanOrEqual(15);
      expect(duplicates(s.subSkills), s.name).toEqual([]);
    }
  });

  it('gives every skill 5 to 10 distinct, non-empty search phrases', () => {
    for (const s of skills) {
      expect(s.phrases.length, s.name).toBeGreaterThanOrEqual(5);
      expect(s.phrases.length, s.name).toBeLessThanOrEqual(10);
      expect(duplicates(s.phrases), s.name).toEqual([]);
      for (const p of s.phrases) expect(p.trim().length, s.name).toBeGreaterThan(0);
    }
  });

  it('gives every skill a PascalCase icon name', () => {
    for (const s of skills) expect(s.icon, s.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('looks skills up by name and slug', () => {
    for (const s of skills) {
      expect(skillByName(s.name)).toBe(s);
      expect(skillBySlug(s.slug)).toBe(s);
    }
    expect(skillByName('web development')?.name).toBe('Web Development');
    expect(skillBySlug('UI%2FUX%20Designing')?.name).toBe('UI/UX Designing');
    expect(skillBySlug('nope')).toBeUndefined();
    expect(skillByName('nope')).toBeUndefined();
  });
});

describe('skill groups', () => {
  it('has about 30 groups with unique names and slugs', () => {
    expect(skillGroups.length).toBeGreaterThanOrEqual(27);
    expect(skillGroups.length).toBeLessThanOrEqual(33);
    expect(duplicates(skillGroups.map((g) => g.name))).toEqual([]);
    expect(duplicates(skillGroups.map((g) => g.slug))).toEqual([]);
  });

  it('includes every group the spec names', () => {
    const names = skillGroups.map((g) => g.name);
    for (const name of SPEC_SKILL_GROUPS) expect(names, name).toContain(name);
  });

  it('lists only existing skills, none of them empty', () => {
    for (const g of skillGroups) {
      expect(g.skills.length, g.name).toBeGreaterThan(0);
      for (const s of g.skills) expect(skillByName(s), `${g.name} / ${s}`).toBeDefined();
    }
  });

  it('puts every skill in exactly one group', () => {
    for (const s of skills) {
      const holders = skillGroups.filter((g) => g.skills.includes(s.name));
      expect(holders.map((g) => g.name), s.name).toHaveLength(1);
    }
  });

  it('round-trips skill -> group -> contains skill', () => {
    for (const s of skills) {
      const group = groupOfSkill(s.name);
      expect(group, s.name).toBeDefined();
      expect(group?.skills).toContain(s.name);
      expect(skillGroupBySlug(group?.slug ?? '')).toBe(group);
    }
    expect(groupOfSkill('Not A Skill')).toBeUndefined();
    expect(skillGroupBySlug('unknown-domain')).toBeUndefined();
  });
});

describe('softwares', () => {
  it('has about 160 tools with unique names and slugs', () => {
    expect(softwares.length).toBeGreaterThanOrEqual(150);
    expect(softwares.length).toBeLessThanOrEqual(170);
    expect(duplicates(softwares.map((s) => s.name))).toEqual([]);
    expect(duplicates(softwares.map((s) => s.slug))).toEqual([]);
    expect(duplicates(softwares.map((s) => s.name.toLowerCase()))).toEqual([]);
  });

  it('includes the well-known tools', () => {
    for (const name of BRIEF_SOFTWARES) expect(softwareByName(name), name).toBeDefined();
  });

  it('has exactly 27 featured tools, all existing and distinct', () => {
    expect(featuredSoftwares).toHaveLength(27);
    expect(duplicates(featuredSoftwares)).toEqual([]);
    for (const name of featuredSoftwares) expect(softwareByName(name), name).toBeDefined();
  });

  it('gives every tool 8 to 15 distinct topics and 4 to 8 distinct phrases', () => {
    for (const s of softwares) {
      expect(s.topics.length, s.name).toBeGreaterThanOrEqual(8);
      expect(s.topics.length, s.name).toBeLessThanOrEqual(15);
      expect(duplicates(s.topics), s.name).toEqual([]);
      expect(s.phrases.length, s.name).toBeGreaterThanOrEqual(4);
      expect(s.phrases.length, s.name).toBeLessThanOrEqual(8);
      expect(duplicates(s.phrases), s.name).toEqual([]);
    }
  });

  it('uses simple-icons style slugs or null (null for Adobe, Microsoft and AWS)', () => {
    for (const s of softwares) {
      if (s.iconSlug !== null) expect(s.iconSlug, s.name).toMatch(/^[a-z0-9]+$/);
    }
    const mustBeNull = ['Photoshop', 'Illustrator', 'Premiere Pro', 'After Effects', 'InDesign', 'Lightroom',
      'Adobe XD', 'Adobe Audition', 'Excel', 'Microsoft Word', 'PowerPoint', 'Microsoft Teams', 'VS Code',
      'Microsoft Azure', 'Power BI', 'AWS'];
    for (const name of mustBeNull) expect(softwareByName(name)?.iconSlug, name).toBeNull();
  });

  it('looks tools up by name and slug', () => {
    for (const s of softwares) {
      expect(softwareByName(s.name)).toBe(s);
      expect(softwareBySlug(s.slug)).toBe(s);
    }
    expect(softwareBySlug('VS%20Code')?.name).toBe('VS Code');
    expect(softwareBySlug('node-js')?.name).toBe('Node.js');
    expect(softwareByName('Nope')).toBeUndefined();
  });

  it('builds suggestion chips from topics then phrases without duplicates', () => {
    const blender = softwareByName('Blender');
    const chips = suggestionsForSoftware('Blender');
    expect(chips.slice(0, 3)).toEqual(['Modeling', 'Sculpting', 'UV Unwrapping']);
    expect(chips).toContain('Cycles Rendering');
    expect(chips.length).toBe((blender?.topics.length ?? 0) + (blender?.phrases.length ?? 0));
    expect(suggestionsForSoftware('Nope')).toEqual([]);
  });
});

describe('software categories', () => {
  it('has about 33 categories with unique names and slugs', () => {
    expect(softwareCategories.length).toBeGreaterThanOrEqual(31);
    expect(softwareCategories.length).toBeLessThanOrEqual(35);
    expect(duplicates(softwareCategories.map((c) => c.name))).toEqual([]);
    expect(duplicates(softwareCategories.map((c) => c.slug))).toEqual([]);
  });

  it('includes all 31 categories named by the spec', () => {
    const names = softwareCategories.map((c) => c.name);
    expect(SPEC_SOFTWARE_CATEGORIES).toHaveLength(31);
    for (const name of SPEC_SOFTWARE_CATEGORIES) expect(names, name).toContain(name);
  });

  it('lists only existing tools, at least 3 each, without repeats', () => {
    for (const c of softwareCategories) {
      expect(c.softwares.length, c.name).toBeGreaterThanOrEqual(3);
      expect(duplicates(c.softwares), c.name).toEqual([]);
      for (const s of c.softwares) expect(softwareByName(s), `${c.name} / ${s}`).toBeDefined();
    }
  });

  it('leaves 1 to 3 tools in no category (their tiles link to #)', () => {
    const orphans = softwares.filter((s) => categoryOfSoftware(s.name) === undefined);
    expect(orphans.length).toBeGreaterThanOrEqual(1);
    expect(orphans.length).toBeLessThanOrEqual(3);
    for (const s of orphans) expect(softwareHref(s.name)).toBe('#');
  });

  it('round-trips software -> primary category -> contains software', () => {
    for (const s of softwares) {
      const category = categoryOfSoftware(s.name);
      if (!category) continue;
      expect(category.softwares).toContain(s.name);
      expect(categoriesOfSoftware(s.name)[0]).toBe(category);
      expect(softwaresInCategory(category.slug)).toContain(s);
      expect(softwareHref(s.name)).toBe(`/categories/software/${category.slug}/${s.slug}`);
    }
  });

  it('picks the intended primary category for tools listed twice', () => {
    const primary = (name: string): string | undefined => categoryOfSoftware(name)?.name;
    expect(primary('Blender')).toBe('3D & CAD Design');
    expect(primary('Photoshop')).toBe('Graphic & Motion Design');
    expect(primary('After Effects')).toBe('Graphic & Motion Design');
    expect(primary('Canva')).toBe('Design Tools');
    expect(primary('Figma')).toBe('UI/UX & Prototyping');
    expect(primary('Unity')).toBe('Game Development');
    expect(primary('Docker')).toBe('Cloud & DevOps');
    expect(primary('Loom')).toBe('Video Conferencing & Collaboration');
    expect(primary('Premiere Pro')).toBe('Video Editing');
    expect(primary('Excel')).toBe('Office & Productivity');
    expect(primary('ChatGPT')).toBe('AI & Machine Learning');
    expect(categoriesOfSoftware('Blender').map((c) => c.name)).toEqual([
      '3D & CAD Design',
      'Game Development',
    ]);
  });

  it('looks categories up by slug and lists their tools in order', () => {
    for (const c of softwareCategories) {
      expect(softwareCategoryBySlug(c.slug)).toBe(c);
      expect(softwaresInCategory(c.slug).map((s) => s.name)).toEqual([...c.softwares]);
    }
    expect(softwareCategoryBySlug('3D%20%26%20CAD%20Design')?.name).toBe('3D & CAD Design');
    expect(softwaresInCategory('no-such-category')).toEqual([]);
  });
});

describe('index', () => {
  it('re-exports every public name', () => {
    const names = [
      'toSlug', 'segmentToWords', 'breadcrumbFromPath', 'skills', 'featuredSkills', 'skillByName', 'skillBySlug',
      'skillGroups', 'groupOfSkill', 'skillGroupBySlug', 'softwares', 'featuredSoftwares', 'softwareByName',
      'softwareBySlug', 'softwareCategories', 'categoryOfSoftware', 'softwareCategoryBySlug', 'softwaresInCategory',
      'gigCategories', 'isGigSubCategory', 'languages', 'languageLevels', 'uiLanguages', 'professions', 'countries',
      'defaultCountry', 'skillLevels', 'skillExperiences', 'yearOptions', 'PRESENT',
    ];
    const exported = catalog as Record<string, unknown>;
    for (const name of names) expect(exported[name], name).toBeDefined();
  });
});
