import { CatalogTile, type CatalogTileProps } from './CatalogTile';
import { useTileKit } from './tile-kit';

export type GridItem = Omit<CatalogTileProps, 'size' | 'missing' | 'kit'>;

/** A titled grid of catalogue tiles. */
export function TileGrid({ id, title, items, size = 'small' }: { id: string; title: string; items: readonly GridItem[]; size?: 'large' | 'small' }) {
  const kit = useTileKit();
  return (
    <section className="catalog-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={`catalog-grid is-${size}`}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.name}`}>
            <CatalogTile {...item} size={size} kit={kit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
