/** Small readers of stored values shared by the search module's queries. */

/** The strings of a stored JSON array; anything else reads as empty. */
export function jsonStrings(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;

/** The skill level the index stores as 1..3; null for 0 (no skills). */
export function levelName(rank: number): (typeof LEVELS)[number] | null {
  return LEVELS[rank - 1] ?? null;
}
