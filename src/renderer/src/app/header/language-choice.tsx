import { useCallback } from 'react';
import { switchLanguage } from '#i18n/language';
import { directionOf, LANGUAGE_ENDONYMS, type UiLanguage } from '#shared/domain/ui-language';
import { useAtomValue, userAtom } from '#state';

/** A language's name in itself, marked as that language (its pronunciation and its direction). */
export function LanguageName({ language }: { language: UiLanguage }) {
  return (
    <span lang={language} dir={directionOf(language)}>
      {LANGUAGE_ENDONYMS[language]}
    </span>
  );
}

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
