import { useMemo } from 'react';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { dateTimeFormat, numberFormat } from '#shared/i18n/intl-cache';

/** A review's date as a long date in the interface language ('March 1, 2026' in English); '' for a bad date. */
export function useLongDate(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = dateTimeFormat(INTL_LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric' });
    return (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : format.format(d);
    };
  }, [language]);
}

/** A rating with one decimal (4.7, 5.0) in the interface language: the stars of reviews, cards and pages. */
export function useRatingFormat(): (rating: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = numberFormat(INTL_LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (rating: number) => format.format(rating);
  }, [language]);
}
