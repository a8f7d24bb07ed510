/** Durations and years written by Intl in the reader's language, never English words reordered ("hr 45 Minutes 1"). */
import { listFormat, numberFormat } from './intl-cache';

/** A number of a unit ("3 years", "45 minutes") in a locale, its plural form by the locale's rules. */
export const unitText = (locale: string, unit: 'hour' | 'minute' | 'year', count: number): string =>
  numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);

/** A length of time in minutes as the locale writes it ("1 hour, 45 minutes", "1 heure et 45 minutes"), in its own order. */
export function durationText(locale: string, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [...(hours > 0 ? [unitText(locale, 'hour', hours)] : []), ...(rest > 0 || hours === 0 ? [unitText(locale, 'minute', rest)] : [])];
  return listFormat(locale, { type: 'unit', style: 'long' }).format(parts);
}
