import { Link, useLocation } from 'react-router-dom';
import { breadcrumbFromPath } from '#shared/catalog/slug';
import './Breadcrumb.css';

/**
 * The breadcrumb bar of the category pages, built from the URL segments (buyer spec, Category
 * pages): Home first, then one link per segment; the current page is the last, not a link.
 */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const items = breadcrumbFromPath(pathname);
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={item.href}>
            {i === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
