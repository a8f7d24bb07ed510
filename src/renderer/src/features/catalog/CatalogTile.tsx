import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { CatalogIcon } from '#ui/CatalogIcon';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTileLinks } from './tile-links';
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
}

const preventJump = (e: MouseEvent) => e.preventDefault();

/** One software or skill: its icon in a fixed box and its name, linking to its page. */
export function CatalogTile({ name, kind, icon, href, missing = 'none', size = 'large' }: CatalogTileProps) {
  const names = useCatalogNames();
  const links = useTileLinks();
  // A software keeps its maker's name in every language; a skill shows in the interface language.
  const english = kind === 'software' || names.isEnglish(name);
  const body = (
    <>
      <span className="catalog-tile-icon">
        <CatalogIcon name={name} kind={kind} icon={icon} size={size === 'large' ? 48 : 32} />
      </span>
      <span className="catalog-tile-name" lang={english ? 'en' : undefined} dir={english ? 'auto' : undefined}>
        {kind === 'software' ? name : names.name(name)}
      </span>
    </>
  );
  const className = `catalog-tile is-${size}`;
  if (href && links) {
    return (
      <a href={links.href(href)} className={className} onClick={(e) => links.follow(e, href)}>
        {body}
      </a>
    );
  }
  if (href) {
    return (
      <Link to={href} className={className}>
        {body}
      </Link>
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
