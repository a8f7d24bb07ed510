import { describe, expect, it } from 'vitest';
import { scrollEnds } from './scroll-ends';

const box = (scrollLeft: number, clientWidth = 1000, scrollWidth = 4000) => ({ scrollLeft, clientWidth, scrollWidth });

describe('scrollEnds (home strips: 5px tolerance)', () => {
  it('is at the start, not the end, before any scroll', () => {
    expect(scrollEnds(box(0), 5)).toEqual({ atStart: true, atEnd: false });
  });

  it('counts up to 5px from the start as the start', () => {
    expect(scrollEnds(box(5), 5).atStart).toBe(true);
    expect(scrollEnds(box(5.5), 5).atStart).toBe(false);
  });

  it('counts up to 5px from the end as the end', () => {
    expect(scrollEnds(box(2995), 5).atEnd).toBe(true);
    expect(scrollEnds(box(2994), 5).atEnd).toBe(false);
    expect(scrollEnds(box(3000), 5)).toEqual({ atStart: false, atEnd: true });
  });

  it('is at both ends when everything fits', () => {
    expect(scrollEnds(box(0, 1000, 800), 5)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('scrollEnds (suggestion strips: an arrow only when more lies that way)', () => {
  it('sees one more pixel as more content', () => {
    expect(scrollEnds(box(2998), 1)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEnds(box(2999), 1).atEnd).toBe(true);
  });
});
