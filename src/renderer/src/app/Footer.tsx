import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FullKey } from '#i18n/namespaces';
import { useLanguage } from '#i18n/language';
import { LANGUAGE_ENDONYMS, UI_LANGUAGES } from '#shared/domain/ui-language';
import { useChooseLanguage } from './header/language-choice';

const noChange = () => () => undefined;
const thisYear = () => new Date().getFullYear();
/** The build's pre-rendered frame has no year (it may be served in another): it comes with hydration. */
const noYear = () => null;

/** The product's pages, in the order the footer lists them; one without a page yet is marked as coming soon. */
const LINKS: ReadonlyArray<{ label: FullKey<'shell'>; to?: string }> = [
  { label: 'shell:explore.about', to: '/about' },
  { label: 'shell:explore.services', to: '/services' },
  { label: 'shell:expert.help', to: '/help' },
  { label: 'shell:pro.label', to: '/pro' },
  { label: 'shell:footer.terms', to: '/terms' },
  { label: 'shell:footer.privacy', to: '/privacy' },
];

/** The footer of every page: the product's pages, the language choice and the copyright line with the current year. */
export function Footer() {
  const { t } = useTranslation(['shell']);
  const year = useSyncExternalStore(noChange, thisYear, noYear);
  const language = useLanguage();
  const choose = useChooseLanguage();
  const languageId = useId();
  return (
    <footer className="shell-footer">
      <nav aria-label={t('shell:footer.nav')}>
        <ul className="footer-links">
          {LINKS.map(({ label, to }) => (
            <li key={label}>
              {to ? (
                <Link to={to}>{t(label)}</Link>
              ) : (
                <span>
                  {t(label)} <small>({t('shell:soon')})</small>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-language">
        <label htmlFor={languageId}>{t('shell:language.label')}</label>
        <select id={languageId} value={language} onChange={(e) => choose(UI_LANGUAGES.find((l) => l === e.target.value) ?? language)}>
          {UI_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_ENDONYMS[l]}
            </option>
          ))}
        </select>
      </p>
      <p>{year === null ? t('shell:footer.rightsNoYear') : t('shell:footer.rights', { year })}</p>
    </footer>
  );
}
