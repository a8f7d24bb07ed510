import { useTranslation } from 'react-i18next';
import { softwareByName } from '#shared/catalog/index';
import { CatalogIcon } from '#ui/CatalogIcon';

/** The gig's softwares as a row of icons, each named for screen readers and on hover. */
export function SoftwareIcons({ names, size = 28 }: { names: readonly string[]; size?: number }) {
  const { t } = useTranslation(['gigs']);
  if (names.length === 0) return null;
  return (
    <ul className="gig-softwares" aria-label={t('gigs:softwares')}>
      {names.map((name) => (
        <li key={name} title={name}>
          <CatalogIcon name={name} kind="software" icon={softwareByName(name)?.iconSlug ?? null} size={size} />
          <span className="gigs-sr-only">{name}</span>
        </li>
      ))}
    </ul>
  );
}
