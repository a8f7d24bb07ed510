import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './review-author';

describe('reviewAuthorName', () => {
  it.each<[string, string]>([
    ['Samuel Cohen', 'Samuel C.'],
    ['Maria da Silva Santos', 'Maria S.'],
    ['  élodie   martin ', 'élodie M.'],
    ['محمد أحمد', 'محمد أ.'],
    ['Priya', 'Priya'],
    ['김민수', '김민수'],
  ])('%j by first name and initial is %j', (name, shown) => {
    expect(reviewAuthorName(name, 'initial')).toBe(shown);
  });

  it('keeps the full name when the author chose it', () => {
    expect(reviewAuthorName('Samuel Cohen', 'full')).toBe('Samuel Cohen');
  });
});
