import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedPerTurn } from './log-destination';

function recorder() {
  const writes: string[] = [];
  let flushes = 0;
  return { writes, flushes: () => flushes, out: { write: (s: string) => void writes.push(s), flushSync: () => void (flushes += 1) } };
}

describe('batchedPerTurn', () => {
  it('hands the lines of one turn over in one write when the turn ends, in order', async () => {
    const r = recorder();
    const log = batchedPerTurn(r.out);
    log.write('a\n');
    log.write('b\n');
    log.write('c\n');
    expect(r.writes).toEqual([]);
    await nextTurn();
    expect(r.writes).toEqual(['a\nb\nc\n']);
    log.write('d\n');
    await nextTurn();
    expect(r.writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what it holds at once on flushSync, and nothing twice', async () => {
    const r = recorder();
    const log = batchedPerTurn(r.out);
    log.write('a\n');
    log.write('b\n');
    log.flushSync();
    expect(r.writes).toEqual(['a\nb\n']);
    expect(r.flushes()).toBe(1);
    await nextTurn();
    expect(r.writes).toEqual(['a\nb\n']);
  });
});
