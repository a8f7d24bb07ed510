import type { GigCard } from '#shared/contract/http/search';
import { GigResultCard } from './GigResultCard';

/**
 * A titled grid of result cards. The first `eager` cards are the page's first screen: their
 * pictures load at once, the first at high priority (the largest paint of a results page), the
 * others when they near the screen.
 */
export function ResultsGrid({ title, gigs, id, eager = 0 }: { title: string; gigs: readonly GigCard[]; id: string; eager?: number }) {
  return (
    <section className="search-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="search-grid">
        {gigs.map((gig, i) => (
          <li key={gig.id}>
            <GigResultCard gig={gig} priority={i === 0 && eager > 0 ? 'high' : i < eager ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
