/**
 * Pure slug function, kept apart from `slug.ts` so that the data modules can
 * compute their slugs without an import cycle (`slug.ts` needs the data for
 * breadcrumbs).
 */

/** Symbols that carry meaning in tool and skill names and must survive slugging. */
const SYMBOL_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\+/g, ' plus '],
  [/#/g, ' sharp '],
];

/**
 * URL slug of a catalogue name: lowercase ASCII, '&' and other punctuation
 * removed, runs of anything that is not a letter or digit become one '-',
 * no leading or trailing '-'.
 *
 *   '3D & CAD Design'  -> '3d-cad-design'
 *   'UI/UX Designing'  -> 'ui-ux-designing'
 *   'C++'              -> 'c-plus-plus'
 *   'Node.js'          -> 'node-js'
 */
export function toSlug(name: string): string {
  let s = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, word] of SYMBOL_WORDS) s = s.replace(pattern, word);
  return s
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** decodeURIComponent that never throws: a malformed escape returns the input unchanged. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
