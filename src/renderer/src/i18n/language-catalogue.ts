import type { UiLanguage } from '#shared/domain/ui-language';
import type { MessageCatalogue } from '#shared/i18n/message-format';
import type { CatalogNames } from '#shared/catalog/names/catalog-names';

/**
 * A language's shared catalogues, with the English source to find keys by: its messages and the
 * server's answers no page builds (src/shared/locales/<lng>/answers.ts; their keys differ from the
 * messages', src/shared/i18n/answers.test.ts). A chunk of its own, loaded when a language other than
 * English is chosen, so the entry carries neither these lists nor the answers.
 */
const messages = import.meta.glob<{ default: MessageCatalogue }>('../../../shared/locales/*/messages.ts');
const answers = import.meta.glob<{ default: MessageCatalogue }>('../../../shared/locales/*/answers.ts');

async function catalogueOf(language: UiLanguage): Promise<MessageCatalogue> {
  const own = messages[`../../../shared/locales/${language}/messages.ts`];
  const ownAnswers = answers[`../../../shared/locales/${language}/answers.ts`];
  if (!own || !ownAnswers) throw new Error(`No message catalogue for ${language}.`);
  const [m, a] = await Promise.all([own(), ownAnswers()]);
  return { ...m.default, ...a.default };
}

/** The English catalogue and the language's, each its messages and answers in one. */
export async function languageCatalogues(language: UiLanguage): Promise<{ english: MessageCatalogue; own: MessageCatalogue }> {
  const [english, own] = await Promise.all([catalogueOf('en'), catalogueOf(language)]);
  return { english, own };
}

const catalogNames = import.meta.glob<{ default: CatalogNames }>('../../../shared/catalog/names/{fr,pt,ar,ko}.ts');

/** A language's names of the catalogue (src/shared/catalog/names/<lng>.ts), a chunk of their own. */
export async function catalogNamesOf(language: Exclude<UiLanguage, 'en'>): Promise<CatalogNames> {
  const file = catalogNames[`../../../shared/catalog/names/${language}.ts`];
  if (!file) throw new Error(`No catalogue names for ${language}.`);
  return (await file()).default;
}
