import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { RUPEES_PER_CREDIT } from '#shared/domain/pricing-tiers';
import { dateTimeFormat, numberFormat } from '#shared/i18n/intl-cache';

export interface SearchFormatters {
  /** A rupee amount as the gig page has always written it, without grouping: ₹1000. */
  rupees: (amount: number) => string;
  /** A month and year (member since): March 2026. */
  monthYear: (iso: string) => string;
}

const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The numbers, amounts and dates of the search, gig and expert pages, by Intl in the interface language. */
export function useSearchFormat(): SearchFormatters {
  const language = useLanguage();
  return useMemo(() => {
    const locale = INTL_LOCALES[language];
    // Made when first used, once per language: making a formatter is slow.
    return {
      rupees: (n) => numberFormat(locale, RUPEES).format(n),
      monthYear: (iso) => dateTimeFormat(locale, MONTH_YEAR).format(new Date(iso)),
    };
  }, [language]);
}

/**
 * A price in credits with what it comes to in rupees, as the gig page writes a package's price
 * ("440 credits = ₹4400"): the one way the gig, expert and wizard pages write credits with rupees.
 */
export function useCreditsInRupees(): (credits: number) => string {
  const { t } = useTranslation(['search']);
  const { number } = useFormat();
  const { rupees } = useSearchFormat();
  return useCallback(
    (credits: number) => t('search:creditsInRupees', { count: credits, n: number(credits), rupees: rupees(credits * RUPEES_PER_CREDIT) }),
    [t, number, rupees],
  );
}
