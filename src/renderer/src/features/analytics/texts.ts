import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsBucket, AnalyticsRange } from '#shared/domain/analytics';
import { INTL_LOCALES, useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import type { UiLanguage } from '#shared/domain/ui-language';

/** The analytics page's texts in the interface language: what the charts and tables are labelled with. */
export interface AnalyticsTexts {
  language: UiLanguage;
  rtl: boolean;
  impressions: string;
  gigViews: string;
  profileViews: string;
  contacts: string;
  requests: string;
  accepted: string;
  completed: string;
  count: string;
  earned: string;
  averageRating: string;
  reviews: string;
  responseHours: string;
  acceptanceRate: string;
  viewsAndRequests: string;
  none: string;
  number: (n: number) => string;
  percent: (p: number) => string;
  hours: (h: number) => string;
  credits: (c: number) => string;
  stepWithConversion: (step: string, conversion: number) => string;
  bucketHeading: Record<AnalyticsBucket, string>;
  ranges: Record<AnalyticsRange, string>;
  /** A bucket's label: "Mar 2026" for a month, "3 Mar" for a day or a week's first day (in English). */
  period: (start: string, bucket: AnalyticsBucket) => string;
}

/** The CSV's file name (not translated: a file name the user keeps). */
export const csvFileName = (range: AnalyticsRange) => `qurious-analytics-${range}.csv`;

/** English writes a day as "3 Mar" (day first), as the page always has; the other languages their own way. */
const periodLocale = (language: UiLanguage) => (language === 'en' ? 'en-GB' : INTL_LOCALES[language]);

export function useAnalyticsTexts(): AnalyticsTexts {
  const { t, i18n } = useTranslation(['analytics']);
  const language = useLanguage();
  const format = useFormat();
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(periodLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat(periodLocale(language), { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const percent = (p: number) => t('analytics:percent', { p: format.number(p) });
    return {
      language,
      rtl: i18n.dir(language) === 'rtl',
      impressions: t('analytics:impressions'),
      gigViews: t('analytics:gigViews'),
      profileViews: t('analytics:profileViews'),
      contacts: t('analytics:contacts'),
      requests: t('analytics:requests'),
      accepted: t('analytics:accepted'),
      completed: t('analytics:completed'),
      count: t('analytics:count'),
      earned: t('analytics:earned'),
      averageRating: t('analytics:averageRating'),
      reviews: t('analytics:reviews'),
      responseHours: t('analytics:responseHours'),
      acceptanceRate: t('analytics:acceptanceRate'),
      viewsAndRequests: t('analytics:viewsAndRequests'),
      none: '–',
      number: format.number,
      percent,
      hours: (h) => t('analytics:hours', { h: format.number(h) }),
      credits: (c) => t('analytics:credits', { count: c, n: format.number(c) }),
      stepWithConversion: (step, conversion) => t('analytics:stepWithConversion', { step, percent: percent(conversion) }),
      bucketHeading: { day: t('analytics:bucket.day'), week: t('analytics:bucket.week'), month: t('analytics:bucket.month') },
      ranges: { '7d': t('analytics:range.7d'), '30d': t('analytics:range.30d'), '90d': t('analytics:range.90d'), '12m': t('analytics:range.12m') },
      period: (start, bucket) => {
        const [y, m, d] = start.split('-').map(Number);
        const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
        return (bucket === 'month' ? month : day).format(date);
      },
    };
  }, [t, i18n, language, format]);
}
