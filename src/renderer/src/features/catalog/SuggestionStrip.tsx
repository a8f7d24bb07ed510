import { Link } from 'react-router-dom';
import { useTopicNames } from '#i18n/topic-names';
import { ScrollStrip } from '#ui/ScrollStrip';
import { searchHref } from './search-href';
import { SUGGESTION_STEP } from './texts';

/**
 * Suggestion chips in a strip whose arrows are enabled only when more chips lie that way. A topic or
 * sub-skill shows in the page's language; a phrase or a software as written, marked English. The link
 * searches the English name (the same results in every language).
 */
export function SuggestionStrip({ label, chips }: { label: string; chips: readonly string[] }) {
  const names = useTopicNames();
  return (
    <ScrollStrip label={label} step={SUGGESTION_STEP} tolerance={1} ends="disable" className="suggestion-strip">
      {chips.map((chip) => (
        <Link key={chip} to={searchHref(chip)} className="suggestion-chip" {...(names.isEnglish(chip) ? { lang: 'en', dir: 'ltr' } : {})}>
          {names.name(chip)}
        </Link>
      ))}
    </ScrollStrip>
  );
}
