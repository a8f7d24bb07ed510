import { Link } from 'react-router-dom';
import { NEXT, PAGINATION, PREVIOUS, pageLabel } from '../texts';

/** Page links (Previous, a window of page numbers, Next); each is a real link, so Back works. */
export function Pagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className="search-pagination" aria-label={PAGINATION}>
      {page > 1 ? <Link to={hrefOf(page - 1)} rel="prev">{PREVIOUS}</Link> : <span aria-disabled="true">{PREVIOUS}</span>}
      <ul>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{pageLabel(n).replace(String(n), '')}</span>
                {n}
              </span>
            ) : (
              <Link to={hrefOf(n)} aria-label={pageLabel(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? <Link to={hrefOf(page + 1)} rel="next">{NEXT}</Link> : <span aria-disabled="true">{NEXT}</span>}
    </nav>
  );
}
