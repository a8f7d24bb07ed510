import { useMemo } from 'react';
import type { UiLanguage } from '#shared/domain/ui-language';
import { dateTimeFormat, numberFormat } from '#shared/i18n/intl-cache';
import { useLanguage } from './language';

/** The Intl locale of each interface language (Portuguese as in Brazil, its largest audience). */
export const INTL_LOCALES: Record<UiLanguage, string> = { en: 'en', pt: 'pt-BR', fr: 'fr', ar: 'ar', ko: 'ko' };

export interface Formatters {
  /** A plain number with the language's digits and grouping. */
  number: (n: number) => string;
  /** A whole percent (20 → "20%", "20 %", "٢٠٪" as the language writes it). */
  percent: (n: number) => string;
  /** A rupee amount (Qurious prices in Indian rupees). */
  rupees: (amount: number) => string;
  /** A calendar date, as the language writes it. */
  date: (date: Date | string) => string;
  /** A date with its time of day. */
  dateTime: (date: Date | string) => string;
}

const asDate = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d);
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 };

/** Every number, date and amount of the interface, formatted by Intl for one language. */
export function formattersFor(language: UiLanguage, timeZone?: string): Formatters {
  const locale = INTL_LOCALES[language];
  // Each formatter is made when first used, once per locale and zone: making one is slow.
  return {
    number: (n) => numberFormat(locale).format(n),
    percent: (n) => numberFormat(locale, PERCENT).format(n / 100),
    rupees: (amount) => numberFormat(locale, RUPEES).format(amount),
    date: (d) => dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(asDate(d)),
    dateTime: (d) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(asDate(d)),
  };
}

/** The formatters of the current interface language. */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(() => formattersFor(language), [language]);
}
