import { describe, expect, it } from 'vitest';
import { slowdownFor, slowdownSetting } from '../../bench/lighthouse/calibration';

describe("the bench's CPU slowdown for a host (Lighthouse's calculator)", () => {
  it('gives 4x at the index the default mode is calibrated for, and follows the table on each side', () => {
    expect(slowdownFor(1533)).toBe(4);
    expect(slowdownFor(1300)).toBe(3);
    expect(slowdownFor(2000)).toBe(6);
    expect(slowdownFor(800)).toBe(2);
    expect(slowdownFor(1254)).toBe(2.9);
    expect(slowdownFor(150)).toBe(1);
    expect(slowdownFor(50)).toBe(1);
  });

  it('refuses an index that is not a measurement', () => {
    expect(() => slowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => slowdownFor(0)).toThrow(/benchmark index/);
  });

  it('reads the setting: unset, a number, calibrated; anything else is refused', () => {
    expect(slowdownSetting(undefined)).toBeUndefined();
    expect(slowdownSetting('')).toBeUndefined();
    expect(slowdownSetting('2.5')).toBe(2.5);
    expect(slowdownSetting('calibrated')).toBe('calibrated');
    expect(() => slowdownSetting('fast')).toThrow(/LIGHTHOUSE_CPU_SLOWDOWN/);
    expect(() => slowdownSetting('0.5')).toThrow(/LIGHTHOUSE_CPU_SLOWDOWN/);
  });
});
