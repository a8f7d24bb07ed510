import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDurations } from '#i18n/durations';
import type { LanguageLevel } from '#shared/catalog/languages';
import { skillExperiences } from '#shared/catalog/skill-options';

const LANGUAGE_LEVEL_KEYS = {
  Basic: 'search:languageLevel.basic',
  Conversational: 'search:languageLevel.conversational',
  Fluent: 'search:languageLevel.fluent',
} as const satisfies Record<LanguageLevel, `search:${string}`>;
const isLevel = (value: string): value is LanguageLevel => Object.hasOwn(LANGUAGE_LEVEL_KEYS, value);
const [LESS_THAN_ONE] = skillExperiences;
const MORE_THAN_TEN = skillExperiences[skillExperiences.length - 1];
const YEARS = /^(\d+) years?$/;

/**
 * A profile's stored option words (a language's level, a skill's experience, kept in the spec's
 * English) as the page's language writes them; a value it does not know as it is.
 */
export function useProfileWords(): { languageLevel: (value: string) => string; experience: (value: string) => string } {
  const { t } = useTranslation(['search']);
  const { years } = useDurations();
  return useMemo(
    () => ({
      languageLevel: (value) => (isLevel(value) ? t(LANGUAGE_LEVEL_KEYS[value]) : value),
      experience: (value) => {
        if (value === LESS_THAN_ONE) return t('search:experience.lessThanOne');
        if (value === MORE_THAN_TEN) return t('search:experience.moreThanTen');
        const n = YEARS.exec(value);
        return n ? years(Number(n[1])) : value;
      },
    }),
    [t, years],
  );
}
