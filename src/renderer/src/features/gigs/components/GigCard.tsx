import { ArrowRight, Trash2 } from 'lucide-react';
import { GigCategory } from '#ui/GigCategory';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Gig } from '#shared/contract/http/gigs';
import { ActiveToggle } from './ActiveToggle';
import { GigThumbnails } from './GigThumbnails';
import { SoftwareIcons } from './SoftwareIcons';

/** One gig in 'Your Gigs': status toggle, delete, open arrow, thumbnails, softwares, category | subcategory, title. */
export function GigCard({
  gig,
  href,
  toggling,
  onToggle,
  onDelete,
}: {
  gig: Gig;
  href: string;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['gigs']);
  return (
    <li className="gig-card">
      <div className="gig-card-bar">
        <ActiveToggle active={gig.active} busy={toggling} onToggle={onToggle} title={gig.title} />
        <div className="gig-card-actions">
          <button type="button" className="gig-icon-button" aria-label={t('gigs:card.delete', { title: gig.title })} onClick={onDelete}>
            <Trash2 size={18} aria-hidden="true" />
          </button>
          <Link to={href} className="gig-icon-button" aria-label={t('gigs:card.open', { title: gig.title })}>
            <ArrowRight size={18} aria-hidden="true" className="gig-flip-rtl" />
          </Link>
        </div>
      </div>
      <GigThumbnails gallery={gig.gallery} title={gig.title} size="small" />
      <SoftwareIcons names={gig.softwares} size={22} />
      <GigCategory category={gig.category} subCategory={gig.subCategory} />
      <h2 className="gig-card-title">
        <Link to={href}>
          <bdi>{gig.title}</bdi>
        </Link>
      </h2>
      {gig.hidden && (
        <p className="text-error" role="note" data-testid="gig-hidden">
          {t('gigs:card.hidden', { reason: gig.hidden.reason })}
        </p>
      )}
    </li>
  );
}

/** A card-shaped placeholder while the gigs load (same box, no layout shift). */
export function GigCardPlaceholder() {
  return (
    <li className="gig-card is-placeholder" aria-hidden="true">
      <div className="gig-card-bar" />
      <div className="gig-thumbs is-small" />
      <div className="gig-placeholder-line" />
      <div className="gig-placeholder-line is-short" />
    </li>
  );
}
