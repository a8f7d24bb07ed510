import type { UiLanguage } from '#shared/domain/ui-language';
import { createLocalizer } from '#shared/i18n/localizer';
import type { MessageCatalogue } from '#shared/i18n/message-format';
import englishPages from '#shared/locales/en/pages';

/**
 * The public pages' head texts (src/shared/locales/<lng>/pages.ts: document titles), each
 * language's file a chunk of its own, loaded with the route table's titles (#app/document-title);
 * the English source (to find a title's key) is in the table's chunk already.
 */
const files = import.meta.glob<{ default: MessageCatalogue }>(['../../../shared/locales/*/pages.ts', '!../../../shared/locales/en/pages.ts']);

async function catalogue(language: UiLanguage): Promise<MessageCatalogue> {
  const load = files[`../../../shared/locales/${language}/pages.ts`];
  if (!load) throw new Error(`No page texts for ${language}.`);
  return (await load()).default;
}

/** Turns the route table's English titles into a language (any other text stays as it is); a key the language lacks goes to `onMissing`. */
export async function pageTranslator(language: UiLanguage, onMissing: (key: string) => void): Promise<(english: string) => string> {
  return createLocalizer(englishPages, await catalogue(language), language, onMissing).message;
}
