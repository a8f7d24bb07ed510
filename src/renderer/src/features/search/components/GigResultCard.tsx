import { Link } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import type { GigCard } from '#shared/contract/http/search';
import { Avatar } from '#ui/Avatar';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { GIG_CARD_SIZES, imageSrcSet } from '#shared/domain/image-variants';
import { useFileUrl } from '#ui/use-file-url';
import { ProBadge } from './ProBadge';
import { LevelBadge } from '#features/levels/LevelBadge';
import { Stars } from './Stars';

/** How soon a card's picture loads: lazily (near the screen), at once, or at once before anything else. */
export type CardPriority = 'lazy' | 'eager' | 'high';

/** One result: thumbnail, expert, title, rating and the starting price; the title links to the gig. */
export function GigResultCard({ gig, priority = 'lazy' }: { gig: GigCard; priority?: CardPriority }) {
  const { t } = useTranslation(['search']);
  const format = useFormat();
  const names = useCatalogNames();
  const thumbnail = useFileUrl(gig.thumbnail);
  return (
    <article className="search-card" data-testid="gig-card">
      <div className="search-card-thumb">
        {thumbnail ? <img src={thumbnail} srcSet={imageSrcSet(thumbnail)} sizes={GIG_CARD_SIZES} alt="" width={1280} height={769} loading={priority === 'lazy' ? 'lazy' : 'eager'} fetchPriority={priority === 'high' ? 'high' : 'auto'} decoding="async" /> : null}
      </div>
      <div className="search-card-body">
        <Link className="search-card-expert" to={`/experts/${encodeURIComponent(gig.expert.userName)}`}>
          <Avatar name={gig.expert.displayName} src={gig.expert.profilePicture} size={28} />
          <span dir="auto">{gig.expert.displayName}</span>
          {gig.expert.pro && <ProBadge />}
        </Link>
        <LevelBadge level={gig.expert.earnedLevel} />
        <h3 className="search-card-title">
          <Link to={`/gigs/${encodeURIComponent(gig.id)}`}>
            <bdi>{gig.title}</bdi>
          </Link>
        </h3>
        <p className="search-card-category">{names.name(gig.subCategory)}</p>
        <div className="search-card-foot">
          <Stars rating={gig.rating} count={gig.reviewCount} />
          {gig.startingPrice !== null ? <span className="search-card-price">{t('search:fromCredits', { count: gig.startingPrice, n: format.number(gig.startingPrice) })}</span> : null}
        </div>
      </div>
    </article>
  );
}
