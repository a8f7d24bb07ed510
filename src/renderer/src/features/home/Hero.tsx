import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { searchHref } from '#features/catalog/search-href';
import { useCatalogNames } from '#i18n/catalog-names';
import { HeroSearch } from './HeroSearch';
import { TRENDING_SEARCHES } from './trending';

/** The curiosity question, the search bar with its skill dropdown, and the trending searches. */
export function Hero() {
  const { t } = useTranslation(['home']);
  const names = useCatalogNames();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title" className="hero-title">
        {t('home:hero.title')}
      </h1>
      <p className="hero-subtitle">{t('home:hero.subtitle')}</p>
      <HeroSearch />
      <div className="hero-trending">
        <span id="trending-label">{t('home:trending')}</span>
        <ul aria-labelledby="trending-label">
          {TRENDING_SEARCHES.map((term) => (
            <li key={term}>
              <Link to={searchHref(term)} className="hero-trending-chip" {...(names.isEnglish(term) ? { lang: 'en', dir: 'ltr' } : { dir: 'auto' })}>
                {names.name(term)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
