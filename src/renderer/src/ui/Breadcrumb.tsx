import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FullKey } from '#i18n/namespaces';
import { breadcrumbFromPath } from '#shared/catalog/slug';
import './Breadcrumb.css';

/** The segments that are the site's own words, not catalogue names (which stay English proper names). */
const OWN_WORDS: Readonly<Record<string, FullKey<'common'>>> = {
  '/': 'common:breadcrumb.home',
  '/categories': 'common:breadcrumb.categories',
  '/categories/software': 'common:breadcrumb.software',
  '/categories/domain': 'common:breadcrumb.domain',
};

/**
 * The breadcrumb bar of the category pages, built from the URL segments (buyer spec, Category
 * pages): Home first, then one link per segment; the current page is the last, not a link.
 */
export function Breadcrumb() {
  const { t } = useTranslation(['common']);
  const { pathname } = useLocation();
  const items = breadcrumbFromPath(pathname);
  return (
    <nav className="breadcrumb" aria-label={t('common:breadcrumb')}>
      <ol>
        {items.map((item, i) => {
          const own = OWN_WORDS[item.href];
          const label = own ? t(own) : <bdi>{item.label}</bdi>;
          return (
            <li key={item.href}>
              {i === items.length - 1 ? <span aria-current="page">{label}</span> : <Link to={item.href}>{label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
