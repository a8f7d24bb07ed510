import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Page links (Previous, a window of page numbers, Next); each is a real link, so Back works. */
export function Pagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation(['search']);
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className="search-pagination" aria-label={t('search:pagination')}>
      {page > 1 ? <Link to={hrefOf(page - 1)} rel="prev">{t('search:previous')}</Link> : <span aria-disabled="true">{t('search:previous')}</span>}
      <ul>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{t('search:page')} </span>
                {n}
              </span>
            ) : (
              <Link to={hrefOf(n)} aria-label={t('search:pageNumber', { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? <Link to={hrefOf(page + 1)} rel="next">{t('search:next')}</Link> : <span aria-disabled="true">{t('search:next')}</span>}
    </nav>
  );
}
