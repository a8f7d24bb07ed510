import { describe, expect, it } from 'vitest';
import { METER_FLOOR_DB, levelOf } from './level-meter';
import { mediaProblem } from './local-media';

const sine = (amplitude: number, n = 1024) => Array.from({ length: n }, (_, i) => amplitude * Math.sin((2 * Math.PI * i) / 64));

describe('levelOf', () => {
  it('reads silence as 0 and a full-scale signal near 1', () => {
    expect(levelOf([])).toBe(0);
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf(sine(1))).toBeGreaterThan(0.9);
  });

  it('rises with loudness, on a decibel scale', () => {
    const quiet = levelOf(sine(0.01));
    const normal = levelOf(sine(0.1));
    const loud = levelOf(sine(0.5));
    expect(quiet).toBeLessThan(normal);
    expect(normal).toBeLessThan(loud);
    // 20 dB louder moves the meter by a third of its 60 dB range.
    expect(normal - quiet).toBeCloseTo(20 / -METER_FLOOR_DB, 5);
  });

  it('reads anything under the floor as 0', () => {
    expect(levelOf(sine(0.0001))).toBe(0);
  });
});

describe('mediaProblem', () => {
  it('tells a refusal, a missing device and a busy one apart', () => {
    expect(mediaProblem(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblem(new DOMException('x', 'NotFoundError'))).toBe('missing');
    expect(mediaProblem(new DOMException('x', 'OverconstrainedError'))).toBe('missing');
    expect(mediaProblem(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(mediaProblem(new Error('odd'))).toBe('failed');
    expect(mediaProblem('string')).toBe('failed');
  });
});
