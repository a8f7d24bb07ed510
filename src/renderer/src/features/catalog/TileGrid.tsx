import { CatalogTile, type CatalogTileProps } from './CatalogTile';
import { TileLinks } from './tile-links';

export type GridItem = Omit<CatalogTileProps, 'size' | 'missing'>;

/** A titled grid of catalogue tiles. */
export function TileGrid({ id, title, items, size = 'small' }: { id: string; title: string; items: readonly GridItem[]; size?: 'large' | 'small' }) {
  return (
    <section className="catalog-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <TileLinks>
        <ul className={`catalog-grid is-${size}`}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.name}`}>
              <CatalogTile {...item} size={size} />
            </li>
          ))}
        </ul>
      </TileLinks>
    </section>
  );
}
