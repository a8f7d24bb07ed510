import { describe, expect, it } from 'vitest';
import { leadingSlots, synonymWords, type QueryWord } from './forgiving';

/** Query words as typed with the gigs of their words (undefined: not asked). */
const counted = (...pairs: Array<[string, number | undefined]>): QueryWord[] =>
  synonymWords(pairs.map(([w]) => w)).map((w, i) => ({ ...w, gigs: pairs[i]?.[1] }));

describe('leadingSlots: which words a PostgreSQL search asks its index for', () => {
  it('the words the vocabulary does not know, when some others are known', () => {
    expect(leadingSlots(counted(['premire', 0], ['pro', 38_000]))).toEqual([[['premire']]]);
    expect(leadingSlots(counted(['video', 3_500], ['zzq', 0], ['editting', 0]))).toEqual([[['zzq']], [['editting']]]);
  });

  it('all of them when none is known, or for one word', () => {
    expect(leadingSlots(counted(['zzq', 0], ['qqz', 0]))).toBeNull();
    expect(leadingSlots(counted(['premiere', 2_200]))).toBeNull();
  });

  it('a word far rarer than every other alone; all when the words are about as common', () => {
    expect(leadingSlots(counted(['premiere', 2_200], ['pro', 38_000]))).toEqual([[['premiere']]]);
    expect(leadingSlots(counted(['video', 3_600], ['editing', 9_400]))).toBeNull();
    expect(leadingSlots(counted(['premiere', 2_200], ['pro', 38_000], ['video', 3_600]))).toBeNull();
  });

  it('all of them when some word was not counted (SQLite, or an alias)', () => {
    expect(leadingSlots(counted(['premiere', 2_200], ['pro', undefined]))).toBeNull();
  });
});
