import { describe, expect, it } from 'vitest';
import {
  EXTRA_TIME_OPTIONS,
  MIN_PACKAGE_CREDITS,
  NUMBER_OF_SESSIONS_OPTIONS,
  SESSION_TIME_OPTIONS,
  creditsInRupees,
  coerceCredits,
  emptyPricingDraft,
  pricingError,
  type PricingDraft,
} from './gig-pricing';
import { gigInputSchema, gigUpdateSchema, isGigEdit, titleHints, wordCount } from './gig';

const fullPricing = (): PricingDraft => ({
  basic: { title: 'A', description: 'a', credits: 10, sessionTime: '15 Minutes', extraTime: '5 Minutes', numberOfSessions: '1' },
  standard: { title: 'B', description: 'b', credits: 20, sessionTime: '1 hr', extraTime: '20 Minutes', numberOfSessions: '1' },
  premium: { title: 'C', description: 'c', credits: 40, sessionTime: '2.5 hrs', extraTime: '50 Minutes', numberOfSessions: '2' },
});

describe('gig title', () => {
  it('gives the 15-character and 4-word messages as hints, in order', () => {
    expect(titleHints('')).toEqual([]);
    expect(titleHints('   ')).toEqual([]);
    expect(titleHints('Blender')).toEqual(['Title must be at least 15 characters', 'Title must have at least 4 words']);
    expect(titleHints('Blender modelling help')).toEqual(['Title must have at least 4 words']);
    expect(titleHints('  I teach Blender modelling  ')).toEqual([]);
    expect(wordCount('  one   two\tthree\nfour ')).toBe(4);
  });
});

describe('pricing (spec section 9)', () => {
  it('offers each tier its own options', () => {
    expect(SESSION_TIME_OPTIONS).toEqual({
      basic: ['15 Minutes', '30 Minutes', '45 Minutes'],
      standard: ['1 hr', '1 hr 15 Minutes', '1.5 hrs'],
      premium: ['1 hr 45 Minutes', '2 hrs', '2.5 hrs'],
    });
    expect(EXTRA_TIME_OPTIONS).toEqual({
      basic: ['5 Minutes', '10 Minutes', '15 Minutes'],
      standard: ['20 Minutes', '25 Minutes', '30 Minutes'],
      premium: ['40 Minutes', '45 Minutes', '50 Minutes'],
    });
    expect(NUMBER_OF_SESSIONS_OPTIONS).toEqual({ basic: ['1'], standard: ['1'], premium: ['1', '2'] });
  });

  it('says all the fields are mandatory until every package is filled', () => {
    expect(pricingError(emptyPricingDraft())).toBe('All the fields are mandatory');
    const pricing = fullPricing();
    expect(pricingError(pricing)).toBeNull();
    pricing.standard.credits = '';
    expect(pricingError(pricing)).toBe('All the fields are mandatory');
    pricing.standard.credits = 2.5;
    expect(pricingError(pricing)).toBe('Credits must be a whole number');
    const other = fullPricing();
    other.basic.sessionTime = '2 hrs';
    expect(pricingError(other)).toBe('Choose one of the options offered for this package');
  });

  it('refuses a package below the minimum price, 0 included', () => {
    expect(MIN_PACKAGE_CREDITS).toBe(10);
    for (const credits of [0, 1, MIN_PACKAGE_CREDITS - 1]) {
      const pricing = fullPricing();
      pricing.premium.credits = credits;
      expect(pricingError(pricing)).toBe('A package costs at least 10 credits (₹100)');
    }
    const pricing = fullPricing();
    pricing.basic.credits = MIN_PACKAGE_CREDITS;
    expect(pricingError(pricing)).toBeNull();
  });

  it('coerces typed credits to a number and shows them in rupees', () => {
    expect(coerceCredits('42')).toBe(42);
    expect(coerceCredits(' ')).toBe('');
    expect(coerceCredits('abc')).toBe('');
    expect(coerceCredits(7)).toBe(7);
    expect(coerceCredits(null)).toBe('');
    expect(creditsInRupees(1)).toBe('1 credit = ₹10');
    expect(creditsInRupees(25)).toBe('25 credits = ₹250');
  });
});

describe('gig schemas', () => {
  const gig = {
    title: 'I will teach you Blender',
    category: '3D & CAD Design',
    subCategory: '3D Modeling',
    softwares: ['Blender'],
    tags: ['a', 'b', 'c', 'd'],
    description: 'Live sessions.',
    gallery: ['/files/x.jpg'],
    pricing: fullPricing(),
  };

  it('accepts a whole gig and checks the category pair', () => {
    expect(gigInputSchema.safeParse(gig).success).toBe(true);
    const wrongPair = gigInputSchema.safeParse({ ...gig, subCategory: 'Video Editing' });
    expect(wrongPair.error?.issues[0]).toMatchObject({ path: ['subCategory'], message: 'Choose a sub category of the selected category' });
  });

  it('tells a toggle from an edit', () => {
    const toggle = gigUpdateSchema.parse({ active: false });
    expect(isGigEdit(toggle)).toBe(false);
    const edit = gigUpdateSchema.parse({ ...gig, active: true });
    expect(isGigEdit(edit)).toBe(true);
    expect(gigUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update.');
    const partial = gigUpdateSchema.safeParse({ title: 'Just a new title here' });
    expect(partial.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'category',
      'subCategory',
      'softwares',
      'tags',
      'description',
      'gallery',
      'pricing',
    ]);
  });
});
