/** How many backups are kept: the newest of each of the last `daily` days and `weekly` weeks that have one. */
export interface RetentionRule {
  keepDaily: number;
  keepWeekly: number;
}

const DAY_MS = 86_400_000;
/** The UTC day of a time, and its ISO week (weeks start on Monday; 1970-01-01 was a Thursday). */
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY_MS);
const weekOf = (at: Date) => Math.floor((dayOf(at) + 3) / 7);

/**
 * The backups to keep, by name: walking from the newest, the first backup of each day until `keepDaily`
 * days are kept, and the first of each week until `keepWeekly` weeks are (a backup may count for
 * both). The newest backup is always kept. Everything else may be deleted.
 */
export function backupsToKeep(backups: readonly { name: string; takenAt: Date }[], rule: RetentionRule): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  const days = new Set<number>();
  const weeks = new Set<number>();
  for (const b of newestFirst) {
    const day = dayOf(b.takenAt);
    const week = weekOf(b.takenAt);
    if (!days.has(day) && days.size < rule.keepDaily) {
      days.add(day);
      keep.add(b.name);
    }
    if (!weeks.has(week) && weeks.size < rule.keepWeekly) {
      weeks.add(week);
      keep.add(b.name);
    }
  }
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  return keep;
}
