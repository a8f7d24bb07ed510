import { skills } from '../catalog/skills';
import { softwares } from '../catalog/softwares';

/**
 * The suggested chips of the search page and of its empty state, drawn from the catalogue: the
 * sub-skills of a skill or the topics of a software the keyword names, else catalogue entries whose
 * name shares a word with it, else the trending searches.
 */
export const TRENDING_SEARCHES = ['Video Editing', 'React', 'Premiere Pro'] as const;
const SUGGESTION_COUNT = 6;

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function searchSuggestions(keyword: string, count = SUGGESTION_COUNT): string[] {
  const k = norm(keyword);
  if (!k) return [...TRENDING_SEARCHES];
  const named =
    skills.find((s) => norm(s.name) === k) ??
    softwares.find((s) => norm(s.name) === k) ??
    skills.find((s) => norm(s.name).startsWith(k)) ??
    softwares.find((s) => norm(s.name).startsWith(k));
  const fromEntry = named ? ('subSkills' in named ? named.subSkills : named.topics) : [];
  const words = k.split(' ').filter((w) => w.length >= 3);
  const related = [...skills, ...softwares]
    .map((e) => e.name)
    .filter((name) => name !== named?.name && words.some((w) => norm(name).split(' ').some((part) => part.startsWith(w))));
  const out: string[] = [];
  for (const s of [...fromEntry, ...related, ...TRENDING_SEARCHES]) {
    if (norm(s) !== k && !out.some((o) => norm(o) === norm(s))) out.push(s);
    if (out.length === count) break;
  }
  return out;
}
