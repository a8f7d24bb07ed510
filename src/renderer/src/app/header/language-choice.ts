import { useCallback } from 'react';
import type { FullKey } from '#i18n/namespaces';
import type { UiLanguage } from '#shared/domain/ui-language';
import { platform } from '#platform/target';
import { useAtomValue, userAtom } from '#state';

/** Each language's name in the menus, translated into the interface language. */
export const LANGUAGE_NAMES = {
  en: 'shell:language.en',
  pt: 'shell:language.pt',
  fr: 'shell:language.fr',
  ar: 'shell:language.ar',
  ko: 'shell:language.ko',
} as const satisfies Record<UiLanguage, FullKey<'shell'>>;

/** Keeps a language on the signed-in account (the API client loads with it: it is not in the home entry). */
export async function keepOnAccount(language: UiLanguage): Promise<void> {
  const { call } = await import('#api/client');
  await call('accountLanguageSet', { body: { language } });
}

/**
 * Picks the interface language: the same page in that language (#app/language-url), the choice
 * kept in this browser and, when signed in, first on the account (every device and the emails follow it).
 */
export function useChooseLanguage(): (language: UiLanguage) => void {
  const signedIn = useAtomValue(userAtom) !== null;
  return useCallback(
    (language: UiLanguage) => {
      const kept = signedIn ? keepOnAccount(language).catch((error: unknown) => console.warn('The language could not be kept on the account.', error)) : Promise.resolve();
      // Out of the entry: loaded on the first choice.
      void kept.then(() => import('../language-url')).then(({ showInLanguage }) => showInLanguage(language, platform.languageOfUrl()));
    },
    [signedIn],
  );
}
