import { useCallback } from 'react';
import type { FullKey } from '#i18n/namespaces';
import { switchLanguage } from '#i18n/language';
import type { UiLanguage } from '#shared/domain/ui-language';
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
 * Picks the interface language: it switches without a reload, is kept in this browser,
 * and, when signed in, on the account (every device and the emails follow it).
 */
export function useChooseLanguage(): (language: UiLanguage) => void {
  const signedIn = useAtomValue(userAtom) !== null;
  return useCallback(
    (language: UiLanguage) => {
      void switchLanguage(language);
      if (signedIn) keepOnAccount(language).catch((error: unknown) => console.warn('The language could not be kept on the account.', error));
    },
    [signedIn],
  );
}
