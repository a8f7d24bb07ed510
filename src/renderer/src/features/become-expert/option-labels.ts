import { useTranslation } from 'react-i18next';
import { PRESENT, skillExperiences } from '#shared/catalog/skill-options';
import { LANGUAGE_LEVEL_KEYS, SKILL_LEVEL_KEYS } from './texts';

const YEARS = /^(\d+) /;
const [LESS_THAN_ONE] = skillExperiences;
const MORE_THAN_TEN = skillExperiences[skillExperiences.length - 1];
const has = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);
const EXPERIENCES: readonly string[] = skillExperiences;

/**
 * The shown words of the wizard's stored option values (levels, experience, 'Present'): the value
 * kept and sent stays the English word of the spec; what the user reads is in their language.
 * A value it does not know (an older form) shows as it is.
 */
export function useOptionLabels() {
  const { t } = useTranslation(['expert']);
  return {
    skillLevel: (value: string) => (has(SKILL_LEVEL_KEYS, value) ? t(SKILL_LEVEL_KEYS[value]) : value),
    languageLevel: (value: string) => (has(LANGUAGE_LEVEL_KEYS, value) ? t(LANGUAGE_LEVEL_KEYS[value]) : value),
    experience: (value: string) => {
      if (value === LESS_THAN_ONE) return t('expert:experience.lessThanOne');
      if (value === MORE_THAN_TEN) return t('expert:experience.moreThanTen');
      const years = EXPERIENCES.includes(value) ? YEARS.exec(value) : null;
      return years ? t('expert:experience.years', { count: Number(years[1]) }) : value;
    },
    year: (value: string) => (value === PRESENT ? t('expert:profession.present') : value),
  };
}
