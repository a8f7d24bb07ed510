import { useMemo } from 'react';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';

export interface SearchFormatters {
  /** An hourly rate in dollars: $40, $12.5. */
  dollars: (amount: number) => string;
  /** A rupee amount as the gig page has always written it, without grouping: ₹1000. */
  rupees: (amount: number) => string;
  /** A month and year (member since): March 2026. */
  monthYear: (iso: string) => string;
}

/** The numbers, amounts and dates of the search, gig and expert pages, by Intl in the interface language (issue 17). */
export function useSearchFormat(): SearchFormatters {
  const language = useLanguage();
  return useMemo(() => {
    const locale = INTL_LOCALES[language];
    const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false });
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      dollars: (n) => dollars.format(n),
      rupees: (n) => rupees.format(n),
      monthYear: (iso) => monthYear.format(new Date(iso)),
    };
  }, [language]);
}
