import { Link } from 'react-router-dom';

/** What a category page shows for a domain, software or skill it does not know. */
export function NotFoundNotice({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <div className="catalog-not-found">
      <h1 id="page-title">{message}</h1>
      <Link to={backTo}>{backLabel}</Link>
    </div>
  );
}
