import type { UiLanguage } from '#shared/domain/ui-language';
import { INTL_LOCALES } from '#i18n/format';

/** 'ada lovelace' → 'Ada Lovelace'. */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** An ISO time as a long date in an interface language: 'March 1, 2026', '1 mars 2026'. */
export function longDate(iso: string, language: UiLanguage = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(INTL_LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric' });
}
