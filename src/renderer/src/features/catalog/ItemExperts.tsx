import { Link } from 'react-router-dom';
import type { GigCard } from '#shared/contract/http/search';
import { Avatar } from '#ui/Avatar';

/** The experts of the cards shown, once each in the order of their first card: each links to the expert's page. */
export function ItemExperts({ id, title, gigs }: { id: string; title: string; gigs: readonly GigCard[] }) {
  const experts = [...new Map(gigs.map((g) => [g.expert.userName, g.expert])).values()];
  if (experts.length === 0) return null;
  return (
    <section className="item-experts" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {experts.map((e) => (
          <li key={e.userName}>
            <Link to={`/experts/${encodeURIComponent(e.userName)}`}>
              <Avatar name={e.displayName} src={e.profilePicture} size={40} />
              <span dir="auto">{e.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
