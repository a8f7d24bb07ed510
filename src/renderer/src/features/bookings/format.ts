import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSessionTime } from '#shared/domain/booking-rules';
import { rupeesOf } from '#shared/domain/pricing-tiers';
import { INTL_LOCALES, useFormat } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { slotDays } from './slot-days';
import { deviceTimeZone } from './time';

/** A moment in the device's time zone, e.g. "3 Mar 2026, 14:30 GMT+5:30" (English: the pages not on the catalogue yet). */
export const formatDateTime = (iso: string): string => formatSessionTime(iso, deviceTimeZone());

/** The Intl locale the booking screens write times in: British English for English (as before), else the language's own. */
export function useTimeLocale(): string {
  const language = useLanguage();
  return language === 'en' ? 'en-GB' : INTL_LOCALES[language];
}

/** How the booking screens write times, credits and open start times in the interface language. */
export function useBookingFormat() {
  const { t } = useTranslation(['bookings']);
  const format = useFormat();
  const locale = useTimeLocale();
  return useMemo(
    () => ({
      /** A session's time in `zone` with the zone named. */
      sessionTime: (iso: string, zone: string) => formatSessionTime(iso, zone, locale),
      /** A moment in the device's time zone. */
      dateTime: (iso: string) => formatSessionTime(iso, deviceTimeZone(), locale),
      /** "12 credits (₹120)". */
      credits: (credits: number) =>
        t('bookings:creditsAmount', { count: credits, n: format.number(credits), rupees: format.rupees(rupeesOf(credits)) }),
      /** The slots by day in `zone`. */
      slotDays: (slots: readonly string[], zone: string) => slotDays(slots, zone, locale),
      /** One start time: "Mon 2 Mar, 14:30". */
      slotLabel: (iso: string, zone: string) => {
        const [day] = slotDays([iso], zone, locale);
        return day ? t('bookings:slotLabel', { day: day.label, time: day.slots[0]?.time ?? '' }) : iso;
      },
    }),
    [t, format, locale],
  );
}
