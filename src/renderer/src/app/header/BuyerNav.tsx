import { Globe } from 'lucide-react';
import { LANGUAGES, languageAtom, useAtom } from '#state';
import { Dropdown } from '#ui/Dropdown';
import { NotificationBell } from '#features/notifications/NotificationBell';
import { BecomeExpertEntry } from './BecomeExpertEntry';
import { EXPLORE_MENU, LANGUAGE, PRO_MENU } from './menu-data';
import { MailLink } from './MailLink';

/** The language menu: a web icon; its items pick a language and do not navigate. */
export function LanguageMenu() {
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <Dropdown
      trigger={<Globe size={20} aria-hidden="true" />}
      triggerLabel={`${LANGUAGE}: ${language}`}
      menuLabel={LANGUAGE}
      header={<span className="dropdown-label">{LANGUAGE}</span>}
      align="end"
      showChevron={false}
      items={LANGUAGES.map((l) => ({ key: l, label: l, checked: l === language, onSelect: () => setLanguage(l) }))}
    />
  );
}

/** The buyer-side navigation: Pro, Explore, the language menu and Become an Expert / Switch to Expert. */
export function BuyerNav() {
  return (
    <>
      <Dropdown trigger={PRO_MENU.label} menuLabel={PRO_MENU.label} items={PRO_MENU.items} header={<span className="dropdown-label">Qurious Pro</span>} />
      <Dropdown trigger={EXPLORE_MENU.label} menuLabel={EXPLORE_MENU.label} items={EXPLORE_MENU.items} header={<span className="dropdown-label">Explore Qurious</span>} />
      <LanguageMenu />
      <NotificationBell />
      <MailLink />
      <BecomeExpertEntry className="header-link" />
    </>
  );
}
