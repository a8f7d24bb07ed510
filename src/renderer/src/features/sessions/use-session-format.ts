import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { formatClock } from './call/session-clock';

const SECOND = 1000;

/** A countdown in words for long waits ('2 days 3 h', '5 h 12 min'), a clock under an hour, in the interface language. */
export function useCountdown(): (ms: number) => string {
  const { t } = useTranslation(['sessions']);
  const format = useFormat();
  return useMemo(
    () => (ms: number) => {
      const total = Math.ceil(Math.max(0, ms) / SECOND);
      const days = Math.floor(total / 86_400);
      const hours = Math.floor((total % 86_400) / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      if (days > 0) return t('sessions:countdown.days', { count: days, n: format.number(days), hours: format.number(hours) });
      if (hours > 0) return t('sessions:countdown.hours', { hours: format.number(hours), minutes: format.number(minutes) });
      return formatClock(total * SECOND);
    },
    [t, format],
  );
}
