import { useMemo } from 'react';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { dateTimeFormat, numberFormat } from '#shared/i18n/intl-cache';

export interface SearchFormatters {
  /** An hourly rate in dollars: $40, $12.5. */
  dollars: (amount: number) => string;
  /** A rupee amount as the gig page has always written it, without grouping: ₹1000. */
  rupees: (amount: number) => string;
  /** A month and year (member since): March 2026. */
  monthYear: (iso: string) => string;
}

const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 };
const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The numbers, amounts and dates of the search, gig and expert pages, by Intl in the interface language. */
export function useSearchFormat(): SearchFormatters {
  const language = useLanguage();
  return useMemo(() => {
    const locale = INTL_LOCALES[language];
    // Made when first used, once per language: making a formatter is slow.
    return {
      dollars: (n) => numberFormat(locale, DOLLARS).format(n),
      rupees: (n) => numberFormat(locale, RUPEES).format(n),
      monthYear: (iso) => dateTimeFormat(locale, MONTH_YEAR).format(new Date(iso)),
    };
  }, [language]);
}
