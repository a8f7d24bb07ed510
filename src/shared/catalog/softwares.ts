import { softwareSeedsA } from './softwares-data-a';
import { softwareSeedsB } from './softwares-data-b';
import { safeDecode, toSlug } from './slugify';

export interface Software {
  name: string;
  slug: string;
  /** simple-icons slug, or null when the brand is not in simple-icons (a monogram is drawn). */
  iconSlug: string | null;
  /** Feature topics; they feed the suggestion chips of the software page. */
  topics: readonly string[];
  /** Suggested search phrases. */
  phrases: readonly string[];
}

const softwareSeeds = [...softwareSeedsA, ...softwareSeedsB];

export type SoftwareName = (typeof softwareSeeds)[number]['name'];

/** The software catalogue, in display order. */
export const softwares: readonly Software[] = softwareSeeds.map(
  (seed): Software => ({
    name: seed.name,
    slug: toSlug(seed.name),
    iconSlug: seed.iconSlug,
    topics: seed.topics,
    phrases: seed.phrases,
  }),
);

/** The 27 tools highlighted on the home page strip and the popular grid. */
export const featuredSoftwares = [
  'Blender',
  'Premiere Pro',
  'After Effects',
  'Photoshop',
  'Figma',
  'VS Code',
  'Excel',
  'Notion',
  'Jira',
  'Salesforce',
  'Unity',
  'Unreal Engine',
  'AutoCAD',
  'DaVinci Resolve',
  'Final Cut Pro',
  'Ableton Live',
  'FL Studio',
  'Docker',
  'AWS',
  'Tableau',
  'Power BI',
  'WordPress',
  'Shopify',
  'Canva',
  'ChatGPT',
  'React',
  'Python',
] as const satisfies readonly SoftwareName[];

const byName = new Map<string, Software>(softwares.map((s) => [s.name, s]));
const byLowerName = new Map<string, Software>(softwares.map((s) => [s.name.toLowerCase(), s]));
const bySlug = new Map<string, Software>(softwares.map((s) => [s.slug, s]));

/** Exact name lookup (case-insensitive fallback). */
export function softwareByName(name: string): Software | undefined {
  return byName.get(name) ?? byLowerName.get(name.trim().toLowerCase());
}

/** Lookup by URL slug; also accepts a URL-encoded name, e.g. 'VS%20Code'. */
export function softwareBySlug(slug: string): Software | undefined {
  return bySlug.get(slug) ?? bySlug.get(toSlug(safeDecode(slug)));
}

/**
 * Suggestion chips of a software page: its topics first, then its phrases,
 * without duplicates. Unknown names give an empty list.
 */
export function suggestionsForSoftware(name: string): readonly string[] {
  const software = softwareByName(name);
  if (!software) return [];
  return [...new Set([...software.topics, ...software.phrases])];
}
