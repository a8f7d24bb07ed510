import type { FullKey } from '#i18n/namespaces';
import type { Weekday } from '#shared/domain/availability';

/** The weekdays' names in the catalogue, by the domain's weekday. */
export const WEEKDAY_KEYS: Record<Weekday, FullKey<'availability'>> = {
  mon: 'availability:day.mon',
  tue: 'availability:day.tue',
  wed: 'availability:day.wed',
  thu: 'availability:day.thu',
  fri: 'availability:day.fri',
  sat: 'availability:day.sat',
  sun: 'availability:day.sun',
};
