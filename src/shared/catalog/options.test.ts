import { describe, expect, it } from 'vitest';
import { countries, countriesWithDialCode, countryByCode, DEFAULT_DIAL_CODE, defaultCountry } from './countries';
import { gigCategories, gigSubCategoriesOf, isGigCategory, isGigSubCategory } from './gig-categories';
import { isLanguage, languageLevels, languages, uiLanguages } from './languages';
import { professionByName, professions, specialitiesOf } from './professions';
import { skillGroups } from './skill-groups';
import { isYearRangeValid, PRESENT, skillExperiences, skillLevels, yearOptions } from './skill-options';
import { skills } from './skills';

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

describe('gig categories', () => {
  it('are the skill groups, with the skills of each group as subcategories', () => {
    expect(gigCategories.map((c) => c.name)).toEqual(skillGroups.map((g) => g.name));
    for (const [i, c] of gigCategories.entries()) expect(c.subCategories).toEqual(skillGroups[i]?.skills);
  });

  it('cover every skill exactly once', () => {
    const subs = gigCategories.flatMap((c) => c.subCategories);
    expect(duplicates(subs)).toEqual([]);
    expect([...subs].sort()).toEqual(skills.map((s) => s.name).sort());
  });

  it('check a category/subcategory pair', () => {
    expect(isGigCategory('Software Development & IDEs')).toBe(true);
    expect(isGigCategory('Nope')).toBe(false);
    expect(isGigSubCategory('Software Development & IDEs', 'Web Development')).toBe(true);
    expect(isGigSubCategory('Video Editing', 'Web Development')).toBe(false);
    expect(isGigSubCategory('Nope', 'Web Development')).toBe(false);
    expect(isGigSubCategory('Video Editing', '')).toBe(false);
    expect(gigSubCategoriesOf('Audio Production')).toContain('Sound Designing');
    expect(gigSubCategoriesOf('Nope')).toEqual([]);
  });
});

describe('languages', () => {
  it('has about 110 unique languages, English first', () => {
    expect(languages.length).toBeGreaterThanOrEqual(100);
    expect(languages.length).toBeLessThanOrEqual(120);
    expect(languages[0]).toBe('English');
    expect(duplicates(languages)).toEqual([]);
    for (const name of ['Hindi', 'Portuguese', 'French', 'Arabic', 'Korean']) expect(isLanguage(name), name).toBe(true);
    expect(isLanguage('Klingon')).toBe(false);
    expect(isLanguage('english')).toBe(false);
  });

  it('has the spec levels and menu languages', () => {
    expect(languageLevels).toEqual(['Basic', 'Conversational', 'Fluent']);
    expect(uiLanguages).toEqual(['English', 'Portuguese', 'French', 'Arabic', 'Korean']);
    for (const ui of uiLanguages) expect(isLanguage(ui)).toBe(true);
  });
});

describe('professions', () => {
  it('has exactly 55 unique professions with exactly 20 unique specialities each', () => {
    expect(professions).toHaveLength(55);
    expect(duplicates(professions.map((p) => p.name))).toEqual([]);
    for (const p of professions) {
      expect(p.specialities, p.name).toHaveLength(20);
      expect(duplicates(p.specialities), p.name).toEqual([]);
      for (const s of p.specialities) expect(s.trim(), p.name).toBe(s);
    }
  });

  it('looks professions up by name', () => {
    expect(professionByName('Software Engineer')?.specialities).toHaveLength(20);
    expect(specialitiesOf('Photographer')).toContain('Weddings');
    expect(specialitiesOf('Nope')).toEqual([]);
  });
});

describe('countries', () => {
  it('has about 190 unique countries, India first and default with +91', () => {
    expect(countries.length).toBeGreaterThanOrEqual(185);
    expect(countries.length).toBeLessThanOrEqual(200);
    expect(countries[0]).toEqual({ name: 'India', code: 'IN', dialCode: '+91' });
    expect(defaultCountry).toEqual({ name: 'India', code: 'IN', dialCode: '+91' });
    expect(DEFAULT_DIAL_CODE).toBe('+91');
    expect(duplicates(countries.map((c) => c.name))).toEqual([]);
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
  });

  it('uses ISO alpha-2 codes and well-formed dial codes for at least 150 countries', () => {
    for (const c of countries) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      if (c.dialCode !== null) expect(c.dialCode, c.name).toMatch(/^\+[1-9][0-9]{0,3}$/);
    }
    expect(countriesWithDialCode.length).toBeGreaterThanOrEqual(150);
  });

  it('has the right dial codes for well-known countries', () => {
    expect(countryByCode('us')?.dialCode).toBe('+1');
    expect(countryByCode('GB')?.dialCode).toBe('+44');
    expect(countryByCode('BR')?.dialCode).toBe('+55');
    expect(countryByCode('AE')?.dialCode).toBe('+971');
    expect(countryByCode('KR')?.dialCode).toBe('+82');
    expect(countryByCode('XX')).toBeUndefined();
  });
});

describe('skill options', () => {
  it('has the spec levels and experiences', () => {
    expect(skillLevels).toEqual(['Beginner', 'Intermediate', 'Expert']);
    expect(skillExperiences).toEqual([
      'Less than 1 year', '1 year', '2 years', '3 years', '4 years', '5 years', '6 years', '7 years', '8 years',
      '9 years', 'More than 10 years',
    ]);
    expect(PRESENT).toBe('Present');
  });

  it('offers years from 1980 to next year', () => {
    const years = yearOptions(new Date(2025, 5, 15));
    expect(years[0]).toBe(1980);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(2026 - 1980 + 1);
    expect(yearOptions(new Date(2030, 0, 1)).at(-1)).toBe(2031);
  });

  it('checks From is not after To, with Present open-ended', () => {
    expect(isYearRangeValid(2010, 2015)).toBe(true);
    expect(isYearRangeValid('2015', '2015')).toBe(true);
    expect(isYearRangeValid(2016, 2015)).toBe(false);
    expect(isYearRangeValid(2016, PRESENT)).toBe(true);
    expect(isYearRangeValid('', 2015)).toBe(false);
    expect(isYearRangeValid(2015, '')).toBe(false);
    expect(isYearRangeValid('abc', PRESENT)).toBe(false);
  });
});
