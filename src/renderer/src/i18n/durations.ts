import { useMemo } from 'react';
import { parseDurationMinutes } from '#shared/domain/session';
import { durationText, unitText } from '#shared/i18n/durations';
import type { UiLanguage } from '#shared/domain/ui-language';
import { INTL_LOCALES } from './format';
import { useLanguage } from './language';

export interface Durations {
  /**
   * A package's session or extra time ('1 hr 45 Minutes', as the spec's options write it): in English
   * as written, in another language by Intl ("1 heure et 45 minutes"); a text that is no duration as it is.
   */
  duration: (option: string) => string;
  /** A number of years ("3 years", "3 ans", "3 سنوات"), its plural form by the language's rules. */
  years: (n: number) => string;
}

/** The durations of one interface language (out of the entry: only the pages that show a package or a profile need them). */
export function durationsFor(language: UiLanguage): Durations {
  const locale = INTL_LOCALES[language];
  return {
    duration: (option) => {
      const minutes = language === 'en' || option.trim() === '' ? null : parseDurationMinutes(option);
      return minutes === null ? option : durationText(locale, minutes);
    },
    years: (n) => unitText(locale, 'year', n),
  };
}

/** The durations of the current interface language. */
export function useDurations(): Durations {
  const language = useLanguage();
  return useMemo(() => durationsFor(language), [language]);
}
