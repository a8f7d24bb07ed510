import { Link } from 'react-router-dom';
import { SEARCH_INSTEAD_FOR, SHOWING_RESULTS_FOR } from '../texts';

/** "Showing results for *photoshop* — search instead for *photshop*" (issue 26): the second searches exactly as typed. */
export function CorrectedLine({ corrected, typed, exactHref }: { corrected: string; typed: string; exactHref: string }) {
  return (
    <p className="search-corrected" data-testid="search-corrected">
      {SHOWING_RESULTS_FOR}{' '}
      <strong>
        <em>{corrected}</em>
      </strong>{' '}
      — {SEARCH_INSTEAD_FOR}{' '}
      <Link to={exactHref}>
        <em>{typed}</em>
      </Link>
    </p>
  );
}
