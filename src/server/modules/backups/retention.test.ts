import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention';

const every6Hours = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const takenAt = new Date(Date.parse(from) + i * 6 * 3600_000);
    return { name: takenAt.toISOString(), takenAt };
  });

describe('backup retention', () => {
  it('keeps the newest of each of 7 days and of each of 4 weeks', () => {
    // 6 weeks of backups every 6 hours, from Monday 2026-01-05 00:00 to Sunday 2026-02-15 18:00.
    const backups = every6Hours('2026-01-05T00:00:00Z', 6 * 7 * 4);
    const kept = [...backupsToKeep(backups, { keepDaily: 7, keepWeekly: 4 })].sort();
    expect(kept).toEqual([
      // The newest of each of the four newest weeks (their Sundays at 18:00); the last is also a day's.
      '2026-01-25T18:00:00.000Z',
      '2026-02-01T18:00:00.000Z',
      '2026-02-08T18:00:00.000Z',
      // The newest of each of the last seven days.
      '2026-02-09T18:00:00.000Z',
      '2026-02-10T18:00:00.000Z',
      '2026-02-11T18:00:00.000Z',
      '2026-02-12T18:00:00.000Z',
      '2026-02-13T18:00:00.000Z',
      '2026-02-14T18:00:00.000Z',
      '2026-02-15T18:00:00.000Z',
    ]);
  });

  it('always keeps the newest, and keeps everything while there are fewer', () => {
    const backups = every6Hours('2026-03-01T00:00:00Z', 3);
    expect(backupsToKeep(backups, { keepDaily: 1, keepWeekly: 0 })).toEqual(new Set(['2026-03-01T12:00:00.000Z']));
    expect(backupsToKeep(every6Hours('2026-03-01T00:00:00Z', 12), { keepDaily: 7, keepWeekly: 4 }).size).toBe(3);
    expect(backupsToKeep([], { keepDaily: 7, keepWeekly: 4 }).size).toBe(0);
  });
});
