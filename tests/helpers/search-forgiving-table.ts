import type { TestApp } from './test-app';
import { search } from './search-data';

/**
 * What buyers type and what they meant: misspellings, aliases, joined and split words,
 * plurals. Every pair must find, among its first five results, the first result of what was meant.
 */
export const FORGIVING_TABLE: ReadonlyArray<readonly [typed: string, meant: string]> = [
  ['photshop', 'photoshop'],
  ['photoshp', 'photoshop'],
  ['blendr', 'blender'],
  ['exel', 'excel'],
  ['reactjs', 'react'],
  ['aftereffects', 'after effects'],
  ['k8s', 'kubernetes'],
  ['premire pro', 'premiere pro'],
  ['figam', 'figma'],
  ['pyhton', 'python'],
  ['kubernets', 'kubernetes'],
  ['wordpres', 'wordpress'],
  ['word press', 'wordpress'],
  ['tabelau', 'tableau'],
  ['shopfy', 'shopify'],
  ['untiy', 'unity'],
  ['dokcer', 'docker'],
  ['javascrpit', 'javascript'],
  ['nodejs', 'node'],
  ['dockr', 'docker'],
  ['ms excel', 'excel'],
  ['g sheets', 'google sheets'],
  ['illustrater', 'illustrator'],
  ['lightrom', 'lightroom'],
  ['premierepro', 'premiere pro'],
  ['unreal engin', 'unreal engine'],
  ['color gradng', 'color grading'],
  ['video editting', 'video editing'],
  ['mailchimpp', 'mailchimp'],
  ['salesfroce', 'salesforce'],
  ['powerbi', 'power bi'],
  ['figma protoype', 'figma prototype'],
  ['jupyter notebok', 'jupyter notebook'],
  ['logodesign', 'logo design'],
  ['ps', 'photoshop'],
  ['ae', 'after effects'],
  ['js', 'javascript'],
  ['podcsat', 'podcast'],
  ['tensorflw', 'tensorflow'],
  ['quikbooks', 'quickbooks'],
  ['davinci resolv', 'davinci resolve'],
  ['animaton', 'animation'],
  ['blender models', 'blender model'],
  ['canva', 'canva'],
];

interface Body {
  total: number;
  correctedQuery: string | null;
  items: Array<{ _id: string }>;
}

export async function searchBody(t: TestApp, query: Record<string, string>): Promise<Body> {
  const res = await search(t, query);
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  return res.json<Body>();
}

/** The pairs whose meaning is not among the first five results (with what was found), or whose meaning finds nothing. */
export async function forgivingMisses(t: TestApp): Promise<string[]> {
  const misses: string[] = [];
  for (const [typed, meant] of FORGIVING_TABLE) {
    const want = await searchBody(t, { keyword: meant, exact: '1', pageSize: '1' });
    const got = await searchBody(t, { keyword: typed, pageSize: '5' });
    const first = want.items[0]?._id;
    if (!first) misses.push(`${meant}: finds nothing`);
    else if (!got.items.some((i) => i._id === first)) misses.push(`${typed} → ${meant}: got ${got.total} (${got.correctedQuery ?? 'not corrected'})`);
  }
  return misses;
}
