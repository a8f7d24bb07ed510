import type { GigCard } from '#shared/contract/http/search';
import { GigResultCard } from './GigResultCard';

/** A titled grid of result cards. */
export function ResultsGrid({ title, gigs, id }: { title: string; gigs: readonly GigCard[]; id: string }) {
  return (
    <section className="search-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="search-grid">
        {gigs.map((gig) => (
          <li key={gig._id}>
            <GigResultCard gig={gig} />
          </li>
        ))}
      </ul>
    </section>
  );
}
