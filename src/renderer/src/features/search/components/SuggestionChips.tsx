import { Link } from 'react-router-dom';
import { searchHrefFor } from '../search-links';

/** Searches to try next, as chips linking to /search/gigs?keyword=…. */
export function SuggestionChips({ label, chips }: { label: string; chips: readonly string[] }) {
  if (chips.length === 0) return null;
  return (
    <div className="search-chips">
      <span className="search-chips-label">{label}</span>
      <ul aria-label={label}>
        {chips.map((chip) => (
          <li key={chip}>
            <Link className="search-chip" to={searchHrefFor(chip)} lang="en" dir="ltr">
              {chip}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
