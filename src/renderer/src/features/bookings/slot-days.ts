import { dateTimeFormat } from '#shared/i18n/intl-cache';

/**
 * Open start times (ISO, UTC) as the buyer reads them: grouped by their day in the buyer's time
 * zone, each with its wall time there. Intl only: the zone arithmetic that made the slots ran on
 * the server.
 */
export interface SlotDay {
  /** YYYY-MM-DD in the zone. */
  key: string;
  /** "Mon 2 Mar". */
  label: string;
  slots: Array<{ iso: string; time: string }>;
}

const formatter = (zone: string, options: Intl.DateTimeFormatOptions, locale: string) => {
  try {
    return dateTimeFormat(locale, { ...options, timeZone: zone });
  } catch {
    return dateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
};

/** The slots by day in `zone`, in order, written in `locale` (British English by default). */
export function slotDays(slots: readonly string[], zone: string, locale = 'en-GB'): SlotDay[] {
  // The day's key is always read in en-GB's numeric parts, whatever the display locale.
  const keyOf = formatter(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-GB');
  const dayOf = formatter(zone, { weekday: 'short', day: 'numeric', month: 'short' }, locale);
  const timeOf = formatter(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale);
  const days: SlotDay[] = [];
  for (const iso of slots) {
    const date = new Date(iso);
    const parts = keyOf.formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const key = `${part('year')}-${part('month')}-${part('day')}`;
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: locale.startsWith('en') ? dayOf.format(date).replace(',', '') : dayOf.format(date), slots: [] };
      days.push(day);
    }
    day.slots.push({ iso, time: timeOf.format(date) });
  }
  return days;
}

/** One start time as the buyer reads it: "Mon 2 Mar, 14:30". */
export function slotLabel(iso: string, zone: string): string {
  const [day] = slotDays([iso], zone);
  return day ? `${day.label}, ${day.slots[0]?.time ?? ''}` : iso;
}
