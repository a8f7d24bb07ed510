import { Link } from 'react-router-dom';
import { useTopicNames } from '#i18n/topic-names';
import { searchHrefFor } from '../search-links';

/** Searches to try next, as chips linking to /search/gigs?keyword=… (the English name), shown in the page's language. */
export function SuggestionChips({ label, chips }: { label: string; chips: readonly string[] }) {
  const names = useTopicNames();
  if (chips.length === 0) return null;
  return (
    <div className="search-chips">
      <span className="search-chips-label">{label}</span>
      <ul aria-label={label}>
        {chips.map((chip) => (
          <li key={chip}>
            <Link className="search-chip" to={searchHrefFor(chip)} {...(names.isEnglish(chip) ? { lang: 'en', dir: 'ltr' } : {})}>
              {names.name(chip)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
