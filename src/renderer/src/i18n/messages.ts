import { isUiLanguage, type UiLanguage } from '#shared/domain/ui-language';
import { createLocalizer, type Localizer } from '#shared/i18n/localizer';
import { loadCatalogNames } from './catalog-names-load';
import { currentLanguage, i18n, missingKeys } from './i18n';

/**
 * The messages that are not component literals: a rule's message, the spec's error
 * texts, the server's answers and toasts travel as English text, and the few display points (the
 * API client's errors, the toast helper, a form's error) turn them into the interface language
 * here (src/shared/i18n/localizer.ts). Feature code keeps passing English. English needs nothing
 * loaded; another language loads its catalogue and the English one (to find keys), with the
 * server-only answers of both, through ./language-catalogue (a chunk of its own) when it is chosen.
 */

let localizer: Localizer | null = null;
let loading: Promise<void> = Promise.resolve();

/** Tells the e2e checks and the console of a key the language's catalogue lacks. */
export function reportMissing(language: UiLanguage, key: string, namespace = 'messages'): void {
  const name = `${language}:${namespace}:${key}`;
  missingKeys.push(name);
  if (typeof window !== 'undefined') (window.__i18nMissing ??= []).push(name);
  console.error(`Missing text ${name}`);
}

async function load(language: UiLanguage): Promise<void> {
  if (language === 'en' || localizer?.language === language) return;
  // The catalogue's names of the language come with its messages: pages that show them need not wait.
  const [{ english, own }] = await Promise.all([import('./language-catalogue').then((m) => m.languageCatalogues(language)), loadCatalogNames(language)]);
  localizer = createLocalizer(english, own, language, (key) => reportMissing(language, key));
}

/** Loads the message catalogue of a language (nothing for English); switching languages waits for it. */
export function loadMessages(language: UiLanguage): Promise<void> {
  loading = loading.then(() => load(language)).catch((error: unknown) => console.error('The message catalogue did not load:', error));
  return loading;
}

/** The current language's localizer, null in English (the source) or while its catalogue loads. */
function active(): Localizer | null {
  const language = currentLanguage();
  return language !== 'en' && localizer?.language === language ? localizer : null;
}

/** The localizers of the shared catalogues that pages load on demand (./on-demand-messages), tried before the entry's. */
export const onDemand: Localizer[] = [];

function localize(text: string, entry: (own: Localizer) => string): string {
  const own = active();
  if (!own) return text;
  for (const l of onDemand) {
    const translated = l.language === own.language ? l.message(text) : text;
    if (translated !== text) return translated;
  }
  return entry(own);
}

/** An English message of the catalogue (a rule's message, a spec text, a toast) in the interface language; any other text as it is. */
export const localizeMessage = (text: string): string => localize(text, (own) => own.message(text));

/** The server's answer in the interface language: by its English message, else by its stable `code`. */
export const localizeServerMessage = (code: string, message: string): string => localize(message, (own) => own.server(code, message));

// The language chosen at start (or later) loads its messages.
i18n.on('languageChanged', (language) => {
  if (isUiLanguage(language)) void loadMessages(language);
});
void loadMessages(currentLanguage());
