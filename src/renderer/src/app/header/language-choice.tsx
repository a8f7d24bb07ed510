import { useCallback } from 'react';
import { directionOf, LANGUAGE_ENDONYMS, type UiLanguage } from '#shared/domain/ui-language';
import { platform } from '#platform/target';
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
