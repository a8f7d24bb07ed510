import { softwareByName } from '#shared/catalog/index';
import { CatalogIcon } from '#ui/CatalogIcon';

/** Softwares with their icons and names. */
export function SoftwareList({ names, label }: { names: readonly string[]; label: string }) {
  if (names.length === 0) return null;
  return (
    <ul className="search-softwares" aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <CatalogIcon name={name} kind="software" icon={softwareByName(name)?.iconSlug ?? null} size={24} />
          <span lang="en">{name}</span>
        </li>
      ))}
    </ul>
  );
}
