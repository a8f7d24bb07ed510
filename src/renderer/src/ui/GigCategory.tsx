import { useCatalogNames } from '#i18n/catalog-names';

/**
 * A gig's "category | sub-category" line in the interface language, each name isolated so that a
 * name written in Latin letters ("UI/UX") keeps its order beside the bar in a right-to-left page.
 */
export function GigCategory({ category, subCategory, className = 'gig-category' }: { category: string; subCategory: string; className?: string }) {
  const names = useCatalogNames();
  return (
    <p className={className}>
      <bdi>{names.name(category)}</bdi> | <bdi>{names.name(subCategory)}</bdi>
    </p>
  );
}
