import { useTranslation } from 'react-i18next';
import { GigCategory } from '#ui/GigCategory';
import { PackageTabs } from './PackageTabs';
import { GigThumbnails } from './GigThumbnails';
import { SoftwareIcons } from './SoftwareIcons';
import type { PricingDraft } from '#shared/domain/gig-pricing';

export interface GigView {
  title: string;
  category: string;
  subCategory: string;
  softwares: readonly string[];
  tags: readonly string[];
  description: string;
  gallery: readonly string[];
  pricing: PricingDraft;
}

/**
 * A gig as the publish preview and the detail page show it: the first two thumbnails, software
 * icons, category | subcategory, title, description, tags and the package tabs.
 */
export function GigSummary({ gig, showTitle = true }: { gig: GigView; showTitle?: boolean }) {
  const { t } = useTranslation(['gigs']);
  return (
    <article className="gig-summary">
      <GigThumbnails gallery={gig.gallery} title={gig.title} />
      <SoftwareIcons names={gig.softwares} />
      <GigCategory category={gig.category} subCategory={gig.subCategory} />
      {showTitle && <h3 className="gig-title" dir="auto">{gig.title}</h3>}
      <p className="gig-description" dir="auto">{gig.description}</p>
      {gig.tags.length > 0 && (
        <ul className="gig-tags" aria-label={t('gigs:tags')}>
          {gig.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
      <PackageTabs pricing={gig.pricing} />
    </article>
  );
}
