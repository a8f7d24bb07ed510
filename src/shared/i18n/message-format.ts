import type { UiLanguage } from '#shared/domain/ui-language';
import { numberFormat, pluralRules } from './intl-cache';

/**
 * The messages that are not component literals: rule and error messages, the server's
 * answers, toasts and emails. Their catalogues live in src/shared/locales/<lng>/<ns>.ts (the server
 * reads them too, so they cannot live under src/renderer); flat keys, {{placeholders}}, plural keys
 * `_one`/`_other` (and each language's Intl.PluralRules categories) chosen by a `count` value.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** The Intl locale of each language (Portuguese as in Brazil, its largest audience). */
export const MESSAGE_LOCALES: Record<UiLanguage, string> = { en: 'en', pt: 'pt-BR', fr: 'fr', ar: 'ar', ko: 'ko' };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A value as the language writes it: numbers by Intl, except English (the source texts keep their plain digits). */
function valueText(value: string | number, language: UiLanguage): string {
  if (typeof value === 'string' || language === 'en') return String(value);
  return numberFormat(MESSAGE_LOCALES[language]).format(value);
}

/** The text a catalogue holds for a key and values: the plural form for `count`, else the key itself; undefined when it has neither. */
export function catalogueText(catalogue: MessageCatalogue, key: string, values: MessageValues, language: UiLanguage): string | undefined {
  const count = values.count;
  if (typeof count === 'number') {
    const category = pluralRules(MESSAGE_LOCALES[language]).select(count);
    const text = catalogue[`${key}_${category}`] ?? catalogue[`${key}_other`];
    if (text !== undefined) return text;
  }
  return catalogue[key];
}

/** Fills a text's {{placeholders}} with the values. */
export function interpolate(text: string, values: MessageValues, language: UiLanguage): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : valueText(value, language);
  });
}

/** A message of a catalogue in its language, or undefined when the catalogue lacks the key. */
export function formatMessage(catalogue: MessageCatalogue, key: string, values: MessageValues, language: UiLanguage): string | undefined {
  const text = catalogueText(catalogue, key, values, language);
  return text === undefined ? undefined : interpolate(text, values, language);
}

/** The key inside a full key (`messages:auth.loginFailed` → `auth.loginFailed`). */
export const bareKey = (fullKey: string): string => fullKey.slice(fullKey.indexOf(':') + 1);
