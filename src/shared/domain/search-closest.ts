import { aliasAt } from '../catalog/search-aliases';
import { catalogEntryNames, searchWords } from '../catalog/search-words';
import { skillGroups } from '../catalog/skill-groups';
import { skills } from '../catalog/skills';
import { editDistance, typoBudget } from './edit-distance';

/**
 * The catalogue entries nearest what was typed, forgiving the slips search forgives: the
 * header's suggestions while typing, and the no-results block of a search that found nothing.
 */

interface Entry {
  name: string;
  words: string[];
}

const entries: Entry[] = catalogEntryNames.map((name) => {
  const words = searchWords(name);
  return { name, words: words.length > 1 ? [...words, words.join('')] : words };
});

/** Every word of the entries, once. */
const allWords = [...new Set(entries.flatMap((e) => e.words))];

/** How well the typed word `q` fits the entry word `e` (1 a prefix, less per edit, 0 none). */
function fit(q: string, e: string, budget: number): number {
  if (e.startsWith(q) && (q.length >= 2 || q === e)) return 1;
  if (budget === 0) return 0;
  const d = Math.abs(e.length - q.length) <= budget ? editDistance(q, e, budget) : budget + 1;
  if (d <= budget) return 1 - 0.2 * d;
  // Against the start of a longer word, so a slip in a half-typed word is forgiven (a little less).
  const start = e.length > q.length ? editDistance(q, e.slice(0, q.length), budget) : budget + 1;
  return start <= budget ? 0.9 - 0.2 * start : 0;
}

/** The fit of `q` to every entry word that fits it at all. */
function fitsOf(q: string): Map<string, number> {
  const budget = typoBudget(q);
  const out = new Map<string, number>();
  for (const w of allWords) {
    const f = fit(q, w, budget);
    if (f > 0) out.set(w, f);
  }
  return out;
}

/** The typed words with aliases read as what they stand for. */
function queryWords(text: string): string[] {
  const words = searchWords(text);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const alias = aliasAt(words, i);
    out.push(...(alias ? alias.words : [words[i] ?? '']));
    i += alias?.length ?? 1;
  }
  return out;
}

/** Up to `count` catalogue entry names nearest `text`, best first; empty when none is near. */
export function closestEntries(text: string, count = 6): string[] {
  const q = queryWords(text);
  if (q.length === 0) return [];
  const fits = q.map(fitsOf);
  const scored: Array<{ name: string; score: number }> = [];
  for (const e of entries) {
    const score = fits.reduce((sum, f) => sum + Math.max(0, ...e.words.map((x) => f.get(x) ?? 0)), 0) / q.length;
    if (score >= 0.5) scored.push({ name: e.name, score: score - e.words.length * 0.001 });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((s) => s.name);
}

/** The gig category (skill group) of the first skill among `names`, or null. */
export function categoryOfEntries(names: readonly string[]): string | null {
  for (const name of names) {
    const skill = skills.find((s) => s.name === name || s.subSkills.includes(name));
    const group = skill && skillGroups.find((g) => g.skills.includes(skill.name));
    if (group) return group.name;
  }
  return null;
}
