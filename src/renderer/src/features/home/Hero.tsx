import { Link } from 'react-router-dom';
import { searchHref } from '#features/catalog/search-href';
import { HeroSearch } from './HeroSearch';
import { HERO_SUBTITLE, HERO_TITLE, TRENDING_LABEL, TRENDING_SEARCHES } from './texts';

/** The curiosity question, the search bar with its skill dropdown, and the trending searches. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title" className="hero-title">
        {HERO_TITLE}
      </h1>
      <p className="hero-subtitle">{HERO_SUBTITLE}</p>
      <HeroSearch />
      <div className="hero-trending">
        <span id="trending-label">{TRENDING_LABEL}</span>
        <ul aria-labelledby="trending-label">
          {TRENDING_SEARCHES.map((term) => (
            <li key={term}>
              <Link to={searchHref(term)} className="hero-trending-chip">
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
