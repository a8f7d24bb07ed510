import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRememberedCounts, rememberedCount } from './broad-counts';

describe('remembered totals of broad searches', () => {
  const db = {};
  afterEach(() => {
    forgetRememberedCounts(db);
    vi.useRealTimers();
  });

  it('counts once per query for 30 seconds, then counts again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    const count = vi.fn(async () => 25_740);
    expect(await rememberedCount(db, 'design', count)).toBe(25_740);
    vi.advanceTimersByTime(29_999);
    expect(await rememberedCount(db, 'design', count)).toBe(25_740);
    expect(count).toHaveBeenCalledTimes(1);
    count.mockResolvedValueOnce(25_741);
    vi.advanceTimersByTime(1);
    expect(await rememberedCount(db, 'design', count)).toBe(25_741);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps each query apart, and forgets them all on request', async () => {
    expect(await rememberedCount(db, 'design', async () => 3)).toBe(3);
    expect(await rememberedCount(db, 'data', async () => 4)).toBe(4);
    expect(await rememberedCount(db, 'design', async () => 5)).toBe(3);
    forgetRememberedCounts(db);
    expect(await rememberedCount(db, 'design', async () => 5)).toBe(5);
  });

  it('keeps each database apart', async () => {
    const other = {};
    expect(await rememberedCount(db, 'design', async () => 3)).toBe(3);
    expect(await rememberedCount(other, 'design', async () => 7)).toBe(7);
    expect(await rememberedCount(db, 'design', async () => 5)).toBe(3);
    forgetRememberedCounts(other);
  });
});
