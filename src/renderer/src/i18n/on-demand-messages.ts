import { use } from 'react';
import type { UiLanguage } from '#shared/domain/ui-language';
import { createLocalizer } from '#shared/i18n/localizer';
import type { MessageCatalogue } from '#shared/i18n/message-format';
import englishOnboarding from '#shared/locales/en/onboarding';
import { useLanguage } from './language';
import { loadMessages, localizeMessage, onDemand, reportMissing } from './messages';

/**
 * The shared message catalogues only some pages show: the expert onboarding's rule
 * messages, toasts and server answers (src/shared/locales/<lng>/onboarding.ts), and the second
 * factor's (second-factor.ts), the support form's (support.ts), reporting content's (reports.ts), requests and offers' (request-rules.ts). The entry's message
 * catalogue stays as small as the home page's budget asks; a page that shows these texts asks for
 * its catalogue here, and localizeMessage (./messages) then finds them too.
 */
const files = import.meta.glob<{ default: MessageCatalogue }>([
  '../../../shared/locales/*/onboarding.ts',
  '../../../shared/locales/*/second-factor.ts',
  '../../../shared/locales/*/support.ts',
  '../../../shared/locales/*/reports.ts',
  '../../../shared/locales/*/request-rules.ts',
  '!../../../shared/locales/en/*.ts',
]);
/**
 * The English source of each (the domain's rules are made from it, so it is in the pages' chunks
 * already); the second factor's is fetched, so the onboarding's pages do not carry it.
 */
const ENGLISH = {
  'onboarding': () => Promise.resolve(englishOnboarding),
  'second-factor': () => import('#shared/locales/en/second-factor').then((m) => m.default),
  'support': () => import('#shared/locales/en/support').then((m) => m.default),
  'reports': () => import('#shared/locales/en/reports').then((m) => m.default),
  'request-rules': () => import('#shared/locales/en/request-rules').then((m) => m.default),
};
type OnDemandNamespace = keyof typeof ENGLISH;

const loads = new Map<string, Promise<void>>();

function load(namespace: OnDemandNamespace, language: UiLanguage): Promise<void> {
  const id = `${language}/${namespace}`;
  const known = loads.get(id);
  if (known) return known;
  const own = files[`../../../shared/locales/${language}/${namespace}.ts`];
  if (!own) throw new Error(`No ${namespace} catalogue for ${language}.`);
  // The entry's catalogue of the language too: localizeMessage tries it first.
  const loading = Promise.all([own(), ENGLISH[namespace](), loadMessages(language)]).then(([catalogue, english]) => {
    onDemand.push(createLocalizer(english, catalogue.default, language, (key) => reportMissing(language, key, namespace)));
  });
  loads.set(id, loading);
  return loading;
}

/**
 * For a component that shows a namespace's messages: suspends until the interface language's
 * catalogue of it is there (nothing to load in English), re-renders when the language changes,
 * and gives localizeMessage to show an English message in that language.
 */
export function useOnDemandMessages(namespace: OnDemandNamespace): (text: string) => string {
  const language = useLanguage();
  if (language !== 'en') use(load(namespace, language));
  return localizeMessage;
}
