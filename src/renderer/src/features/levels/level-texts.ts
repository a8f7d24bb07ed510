import { useMemo } from 'react';
import type { LevelId, LevelMetric } from '#shared/domain/levels';
import { formatMetricValue, formatThreshold } from '#shared/domain/level-format';
import type { FullKey } from '#i18n/namespaces';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';

/** Each level's name, as the catalogue keys it. */
export const LEVEL_NAME_KEYS: Record<LevelId, FullKey<'levels'>> = {
  new: 'levels:name.new',
  'level-1': 'levels:name.level-1',
  'level-2': 'levels:name.level-2',
  'top-rated': 'levels:name.top-rated',
};

/** Each metric's name. */
export const METRIC_KEYS: Record<LevelMetric, FullKey<'levels'>> = {
  completedSessions: 'levels:metric.completedSessions',
  distinctBuyers: 'levels:metric.distinctBuyers',
  averageRating: 'levels:metric.averageRating',
  responseRate: 'levels:metric.responseRate',
  attendanceRate: 'levels:metric.attendanceRate',
  expertCancellations: 'levels:metric.expertCancellations',
  profileAgeDays: 'levels:metric.profileAgeDays',
  recentStrikes: 'levels:metric.recentStrikes',
};

/** A metric's value and a threshold as the interface language writes them (the emails write them alike). */
export function useMetricFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = INTL_LOCALES[language];
    return {
      value: (metric: LevelMetric, value: number | null) => formatMetricValue(metric, value, locale),
      threshold: (metric: LevelMetric, threshold: number) => formatThreshold(metric, threshold, locale),
      list: (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
    };
  }, [language]);
}
