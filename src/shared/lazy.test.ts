import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value once, on first use', async () => {
    let calls = 0;
    const get = lazy(async () => ++calls);
    expect(calls).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get(), calls]).toEqual([1, 1, 1, 1]);
  });

  it('tries again after a failed attempt', async () => {
    let calls = 0;
    const get = lazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('first fails');
      return calls;
    });
    await expect(get()).rejects.toThrow('first fails');
    expect(await get()).toBe(2);
  });
});
