import { useMemo, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useCatalogNames, type CatalogNamer } from '#i18n/catalog-names';

/**
 * What the catalogue tiles of one grid share: their names in the interface language, their address
 * in the page's language and the router's navigation on a click. A grid lists up to two hundred
 * tiles; each tile asking for these itself (the router's Link resolving its path against the route's
 * matches and making its own click handler, the translation hooks) was about a third of the software
 * categories page's server render. The tiles' paths are absolute, so the grid resolves the
 * language's prefix once and the tiles are plain links with the same address and the same navigation.
 */
export interface TileKit {
  names: CatalogNamer;
  href: (to: string) => string;
  follow: (e: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

/** A plain left click on a link without a target: the router navigates, as for its own Link; any other opens as a link. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.defaultPrevented && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) && !e.currentTarget.target;

/** The kit a grid hands to its tiles: asked for once per grid. */
export function useTileKit(): TileKit {
  const root = useHref('/');
  const navigate = useNavigate();
  const names = useCatalogNames();
  return useMemo<TileKit>(() => {
    const prefix = root.replace(/\/$/, '');
    return {
      names,
      href: (to) => `${prefix}${to}`,
      follow: (e, to) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void navigate(to);
      },
    };
  }, [root, navigate, names]);
}
