import type { UiLanguage } from '#shared/domain/ui-language';
import arPages from '#shared/locales/ar/pages';
import enPages from '#shared/locales/en/pages';
import frPages from '#shared/locales/fr/pages';
import koPages from '#shared/locales/ko/pages';
import ptPages from '#shared/locales/pt/pages';
import { createLocalizer, type Localizer } from './localizer';
import type { MessageCatalogue } from './message-format';

/** Every language's page head texts at once: for the server, which writes a page's head in its language. */
export const PAGE_CATALOGUES: Record<UiLanguage, MessageCatalogue> = { en: enPages, pt: ptPages, fr: frPages, ar: arPages, ko: koPages };

const localizers = new Map<UiLanguage, Localizer>();

/**
 * A page head text (an English title or description of the route table, ../domain/page-titles.ts)
 * in a language; a text the catalogue does not have (a gig's title, a catalogue name) stays as it is.
 */
export function pageText(language: UiLanguage, englishText: string): string {
  if (language === 'en') return englishText;
  let localizer = localizers.get(language);
  if (!localizer) {
    localizer = createLocalizer(enPages, PAGE_CATALOGUES[language], language, (key) => {
      throw new Error(`The ${language} page texts lack ${key}.`);
    });
    localizers.set(language, localizer);
  }
  return localizer.message(englishText);
}
