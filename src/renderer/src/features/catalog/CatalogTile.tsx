import type { MouseEvent } from 'react';
import { CatalogIcon } from '#ui/CatalogIcon';
import type { TileKit } from './tile-kit';
import './CatalogTile.css';

export interface CatalogTileProps {
  name: string;
  kind: 'software' | 'skill';
  icon: string | null;
  /** Where the tile goes; null for an entry with no known domain. */
  href: string | null;
  /** Without a target: render '#' (the home strip, as the spec says) or a tile that links nowhere. */
  missing?: 'hash' | 'none';
  size?: 'large' | 'small';
  /** What the tiles of its grid share (useTileKit). */
  kit: TileKit;
}

const preventJump = (e: MouseEvent) => e.preventDefault();

/** One software or skill: its icon in a fixed box and its name, linking to its page. */
export function CatalogTile({ name, kind, icon, href, missing = 'none', size = 'large', kit }: CatalogTileProps) {
  // A software keeps its maker's name in every language; a skill shows in the interface language.
  const english = kind === 'software' || kit.names.isEnglish(name);
  const body = (
    <>
      <span className="catalog-tile-icon">
        <CatalogIcon name={name} kind={kind} icon={icon} size={size === 'large' ? 48 : 32} />
      </span>
      <span className="catalog-tile-name" lang={english ? 'en' : undefined} dir={english ? 'auto' : undefined}>
        {kind === 'software' ? name : kit.names.name(name)}
      </span>
    </>
  );
  const className = `catalog-tile is-${size}`;
  if (href) {
    return (
      <a href={kit.href(href)} className={className} onClick={(e) => kit.follow(e, href)}>
        {body}
      </a>
    );
  }
  if (missing === 'hash') {
    return (
      <a href="#" className={className} onClick={preventJump}>
        {body}
      </a>
    );
  }
  return <div className={`${className} is-static`}>{body}</div>;
}
