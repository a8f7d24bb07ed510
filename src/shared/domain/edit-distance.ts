/**
 * Typo tolerance in search: the optimal-string-alignment distance (Damerau–Levenshtein where a
 * swap of two neighbouring letters counts as one edit), bounded so a far pair costs little, and
 * the edit budget a word of a given length gets.
 */

/** Words this long get one edit, from TWO_EDITS_FROM two; shorter words (and numbers) none. */
export const ONE_EDIT_FROM = 4;
export const TWO_EDITS_FROM = 8;

/** The edits a word may be away from what was meant: 0 below 4 letters or for a number, 1 from 4, 2 from 8. */
export function typoBudget(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  const n = Array.from(word).length;
  return n >= TWO_EDITS_FROM ? 2 : n >= ONE_EDIT_FROM ? 1 : 0;
}

/**
 * The OSA distance of `a` and `b`, or `max + 1` as soon as it is sure to exceed `max` (the length
 * difference alone, or a whole row of the table above it).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  const d = prev[t.length] ?? 0;
  return d > max ? max + 1 : d;
}

/** Whether `candidate` is within the typo budget of `typed` (and not the same word). */
export const withinBudget = (typed: string, candidate: string): boolean => {
  const budget = typoBudget(typed);
  return budget > 0 && typed !== candidate && editDistance(typed, candidate, budget) <= budget;
};
