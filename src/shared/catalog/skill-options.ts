/** Options of the expert wizard's skill and profession rows (expert spec, section 9). */

export const skillLevels = ['Beginner', 'Intermediate', 'Expert'] as const;
export type SkillLevel = (typeof skillLevels)[number];

export const skillExperiences = [
  'Less than 1 year',
  '1 year',
  '2 years',
  '3 years',
  '4 years',
  '5 years',
  '6 years',
  '7 years',
  '8 years',
  '9 years',
  'More than 10 years',
] as const;
export type SkillExperience = (typeof skillExperiences)[number];

/** Open-ended 'To' value of a profession row. */
export const PRESENT = 'Present';

export const FIRST_YEAR = 1980;

/** Selectable From/To years: 1980 up to and including next year, ascending. */
export function yearOptions(now: Date): number[] {
  const last = now.getFullYear() + 1;
  const years: number[] = [];
  for (let year = FIRST_YEAR; year <= last; year += 1) years.push(year);
  return years;
}

/**
 * Whether a From/To pair is in order: From is not after To; 'Present' is
 * open-ended. Missing or non-numeric years are not a valid range.
 */
export function isYearRangeValid(fromYear: number | string, toYear: number | string): boolean {
  if (fromYear === '' || toYear === '') return false;
  const from = Number(fromYear);
  if (!Number.isFinite(from)) return false;
  if (toYear === PRESENT) return true;
  const to = Number(toYear);
  if (!Number.isFinite(to)) return false;
  return from <= to;
}
