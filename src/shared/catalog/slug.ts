import { skillGroups } from './skill-groups';
import { skills } from './skills';
import { softwareCategories } from './software-categories';
import { softwares } from './softwares';
import { safeDecode, toSlug } from './slugify';

export { safeDecode, toSlug } from './slugify';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

/**
 * Breadcrumb rule of the spec for a URL segment that is not a catalogue slug:
 * URL-decoded, dashes become spaces, each word capitalised.
 *   'expert_dashboard' -> 'Expert_dashboard', 'manage-gigs' -> 'Manage Gigs'
 */
export function segmentToWords(segment: string): string {
  return safeDecode(segment)
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Real display names of every catalogue slug (categories, groups, softwares, skills). */
const labelBySlug: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (name: string, slug: string): void => {
    if (!map.has(slug)) map.set(slug, name);
  };
  for (const c of softwareCategories) add(c.name, c.slug);
  for (const g of skillGroups) add(g.name, g.slug);
  for (const s of softwares) add(s.name, s.slug);
  for (const s of skills) add(s.name, s.slug);
  return map;
})();

/** Display label of one URL segment: the catalogue name when the segment names one, else segmentToWords. */
export function labelForSegment(segment: string): string {
  const decoded = safeDecode(segment);
  return labelBySlug.get(decoded) ?? labelBySlug.get(toSlug(decoded)) ?? segmentToWords(segment);
}

/**
 * Breadcrumb of a pathname: Home first, then one entry per segment with a
 * cumulative href (segments kept as they appear in the URL).
 *   '/categories/software/3d-cad-design/blender' ->
 *   Home (/), Categories, Software, 3D & CAD Design, Blender
 */
export function breadcrumbFromPath(pathname: string): BreadcrumbItem[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const items: BreadcrumbItem[] = [{ label: 'Home', href: '/' }];
  let href = '';
  for (const segment of segments) {
    href += `/${segment}`;
    items.push({ label: labelForSegment(segment), href });
  }
  return items;
}
