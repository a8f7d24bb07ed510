import { useEffect } from 'react';
import { currentLanguage } from '#i18n/i18n';
import { platform } from '#platform/target';
import { useAtomValue, userAtom } from '#state';
import { keepOnAccount } from './header/language-choice';

/**
 * On sign-in, the account's language wins (chosen on another device: the browser build opens the
 * page at that language's URL); an account that has none takes the one in use here, so its emails speak it too.
 */
export function LanguageKeeper() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void (async () => {
      const { call } = await import('#api/client');
      const { language } = await call('accountLanguage', {});
      if (!current) return;
      if (language) await (await import('./language-url')).showInLanguage(language, platform.languageOfUrl(), 'replace');
      else await keepOnAccount(currentLanguage());
    })().catch((error: unknown) => console.warn('The account language could not be read.', error));
    return () => {
      current = false;
    };
  }, [userId]);
  return null;
}
