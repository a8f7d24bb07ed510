/**
 * The topic names' check of the test command: every feature topic of a software and every sub-skill of
 * a skill has a name in each of the four languages (src/shared/catalog/topic-names/<lng>.ts), none is
 * empty, none is left over from a topic the catalogue no longer has, and a software's name inside a
 * topic ("After Effects Integration") is kept as its maker writes it. The types catch a missing name
 * at compile time; this catches what the types let through (an empty or stale name, a renamed product).
 */
import { CATALOG_NAMES } from '#shared/catalog/names/all-languages';
import { skills } from '#shared/catalog/skills';
import { softwares } from '#shared/catalog/softwares';
import { TOPIC_NAMES } from '#shared/catalog/topic-names/all-languages';

/** The topics and sub-skills that need a name in each language: not softwares, not skills or categories (translated with the catalogue's names). */
export function topicsToName(): string[] {
  const products = new Set(softwares.map((s) => s.name));
  const catalogued = new Set(Object.keys(CATALOG_NAMES.fr.names));
  const all = new Set([...softwares.flatMap((s) => s.topics), ...skills.flatMap((s) => s.subSkills)]);
  return [...all].filter((n) => !products.has(n) && !catalogued.has(n));
}

/** Softwares named by an everyday word: "Sketch Constraints" (a CAD sketch's) and "Camera Bubble" (Loom's) do not name them. */
const EVERYDAY_WORD_SOFTWARES: ReadonlySet<string> = new Set(['Sketch', 'Bubble', 'Make', 'Notion', 'Slack', 'Zoom']);

/** The problems of the topic names, one line each; empty when every language is complete. */
export function checkTopicNames(tables: Readonly<Record<string, Readonly<Record<string, string>>>> = TOPIC_NAMES): string[] {
  const needed = topicsToName();
  const neededSet = new Set(needed);
  // Longest first, so "Premiere Pro Integration" asks for "Premiere Pro", not only "Premiere".
  const products = softwares
    .map((s) => s.name)
    .filter((n) => !EVERYDAY_WORD_SOFTWARES.has(n))
    .sort((a, b) => b.length - a.length)
    .map((name) => ({ name, within: new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u') }));
  const productIn = new Map(needed.map((english) => [english, products.find((p) => p.within.test(english))?.name]));
  const problems: string[] = [];
  for (const [language, table] of Object.entries(tables)) {
    for (const english of needed) {
      const name = Object.hasOwn(table, english) ? table[english] : undefined;
      if (name === undefined) problems.push(`${language}: no name for the topic "${english}"`);
      else if (name.trim() === '') problems.push(`${language}: an empty name for the topic "${english}"`);
      else {
        const product = productIn.get(english);
        if (product && !name.includes(product)) problems.push(`${language}: "${english}" must keep the software name "${product}" (${name})`);
      }
    }
    for (const english of Object.keys(table)) if (!neededSet.has(english)) problems.push(`${language}: "${english}" is no topic or sub-skill of the catalogue`);
  }
  return problems;
}
