import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENDONYMS, UI_LANGUAGES } from '#shared/domain/ui-language';
import { useLanguage } from '#i18n/language';
import { Dropdown } from '#ui/Dropdown';
import { NotificationBell } from '#features/notifications/NotificationBell';
import { BecomeExpertEntry } from './BecomeExpertEntry';
import { LanguageName, useChooseLanguage } from './language-choice';
import { EXPLORE_MENU, PRO_MENU } from './menu-data';
import { toDropdownItems } from './menu-items';
import { MailLink } from './MailLink';

/** The language menu: a web icon; its items switch the interface language and do not navigate. */
export function LanguageMenu() {
  const { t } = useTranslation(['shell']);
  const language = useLanguage();
  const choose = useChooseLanguage();
  const label = t('shell:language.label');
  return (
    <Dropdown
      trigger={<Globe size={20} aria-hidden="true" />}
      triggerLabel={t('shell:language.current', { language: LANGUAGE_ENDONYMS[language] })}
      menuLabel={label}
      header={<span className="dropdown-label">{label}</span>}
      align="end"
      showChevron={false}
      items={UI_LANGUAGES.map((l) => ({ key: l, label: <LanguageName language={l} />, checked: l === language, onSelect: () => choose(l) }))}
    />
  );
}

/** The buyer-side navigation: Pro, Explore, the language menu and Become an Expert / Switch to Expert. */
export function BuyerNav() {
  const { t } = useTranslation(['shell']);
  return (
    <>
      {[PRO_MENU, EXPLORE_MENU].map((menu) => (
        <Dropdown
          key={menu.label}
          trigger={t(menu.label)}
          menuLabel={t(menu.label)}
          items={toDropdownItems(t, menu.items)}
          header={<span className="dropdown-label">{t(menu.heading)}</span>}
        />
      ))}
      <LanguageMenu />
      <NotificationBell />
      <MailLink />
      <BecomeExpertEntry className="header-link" />
    </>
  );
}
