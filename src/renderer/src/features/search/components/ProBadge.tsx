import { useTranslation } from 'react-i18next';

/**
 * The Pro badge of an expert on Pro for experts, on their gig cards and gig page (the server says
 * who is Pro). Its own small component, in the search pages' chunk so they load nothing else of Pro.
 */
export function ProBadge() {
  const { t } = useTranslation(['search']);
  return (
    <span className="pro-badge" title={t('search:proBadgeLabel')} data-testid="pro-badge">
      <span aria-hidden="true">{t('search:proBadge')}</span>
      <span className="visually-hidden">{t('search:proBadgeLabel')}</span>
    </span>
  );
}
