import { describe, expect, it } from 'vitest';
import { rankingPositionQuerySchema } from './ranking';
import { keywordTerms } from './search';

describe('the ranking keyword rule', () => {
  it('accepts a keyword exactly when the search finds a word in it', () => {
    for (const keyword of ['blender', '  ?! ', 'the', '---', 'C++', 'montage vidéo', '웹 개발', 'تحليل', '3d', '…', '']) {
      const accepted = rankingPositionQuerySchema.safeParse({ gig: 'g', keyword }).success;
      expect([keyword, accepted]).toEqual([keyword, keywordTerms(keyword).length > 0]);
    }
  });
});
