import { Link } from 'react-router-dom';
import { ScrollStrip } from '#ui/ScrollStrip';
import { searchHref } from './search-href';
import { SUGGESTION_STEP } from './texts';

/** Suggestion chips in a strip whose arrows are enabled only when more chips lie that way. */
export function SuggestionStrip({ label, chips }: { label: string; chips: readonly string[] }) {
  return (
    <ScrollStrip label={label} step={SUGGESTION_STEP} tolerance={1} ends="disable" className="suggestion-strip">
      {chips.map((chip) => (
        <Link key={chip} to={searchHref(chip)} className="suggestion-chip" lang="en" dir="ltr">
          {chip}
        </Link>
      ))}
    </ScrollStrip>
  );
}
