import { describe, expect, it } from 'vitest';
import { clearFilters, hasFilters, readSearchState, searchPageHref, toApiQuery, withFilter, writeSearchState } from './search-params';

const read = (q: string) => readSearchState(new URLSearchParams(q));

describe('search state in the URL', () => {
  it('reads every filter and round-trips through the URL', () => {
    const s = read('keyword=react%20hooks&hourlyRate=200-400&expertise=expert&language=hindi&rating=4&level=level-2&sortBy=lowest-price&page=3');
    expect(s).toEqual({ keyword: 'react hooks', filter: '', hourlyRate: '200-400', expertise: 'expert', language: 'Hindi', rating: '4', level: 'level-2', sortBy: 'lowest-price', page: 3, exact: false });
    expect(toApiQuery(s, 12)).toMatchObject({ level: 'level-2' });
    expect(readSearchState(writeSearchState(s))).toEqual(s);
  });

  it('ignores values that are not on the lists', () => {
    expect(read('hourlyRate=cheap&expertise=guru&language=Klingon&rating=5&level=new&sortBy=new&page=0')).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
  });

  it('leaves defaults out of links', () => {
    expect(searchPageHref(read('keyword=figma&hourlyRate=any&sortBy=relevance&page=1'))).toBe('/search/gigs?keyword=figma');
  });

  it('goes back to page 1 when a filter changes, and clears filters but not the keyword', () => {
    const s = withFilter(read('keyword=excel&page=4'), 'rating', '3');
    expect(s).toMatchObject({ keyword: 'excel', rating: '3', page: 1 });
    expect(hasFilters(s)).toBe(true);
    expect(clearFilters(s)).toEqual(read('keyword=excel'));
    expect(hasFilters(clearFilters(s))).toBe(false);
  });

  it('keeps "search exactly as typed" in the URL and sends it', () => {
    const s = read('keyword=photshop&exact=1');
    expect(s.exact).toBe(true);
    expect(searchPageHref(s)).toBe('/search/gigs?keyword=photshop&exact=1');
    expect(toApiQuery(s, 12)).toMatchObject({ keyword: 'photshop', exact: '1' });
    expect(read('keyword=photshop&exact=yes').exact).toBe(false);
    expect(toApiQuery(read('keyword=photshop'), 12)).not.toHaveProperty('exact');
  });

  it("sends the hero's skill with the keyword, within the keyword limit", () => {
    const q = toApiQuery(read('keyword=hooks&filter=Web%20Development&page=2'), 12);
    expect(q).toEqual({ keyword: 'hooks Web Development', hourlyRate: 'any', sortBy: 'relevance', page: '2', pageSize: '12' });
    expect(String(toApiQuery(read(`keyword=${'a'.repeat(99)}&filter=Excel`), 12).keyword)).toHaveLength(100);
  });
});
