import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** How the tiles of one grid link: their address in the page's language and the router's navigation on a click. */
interface TileLinkKit {
  href: (to: string) => string;
  follow: (e: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

const TileLinkContext = createContext<TileLinkKit | null>(null);

/** A plain left click on a link without a target: the router navigates, as for its own Link; any other opens as a link. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.defaultPrevented && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) && !e.currentTarget.target;

/**
 * Gives the catalogue tiles inside it one way to link: a grid lists up to two hundred, and the
 * router's Link resolves its path against the route's matches and makes its own click handler for
 * each (a quarter of the software categories page's server render). The tiles' paths are absolute,
 * so the grid resolves the language's prefix once and the tiles are plain links with the same
 * address and the same navigation.
 */
export function TileLinks({ children }: { children: ReactNode }) {
  const root = useHref('/');
  const navigate = useNavigate();
  const kit = useMemo<TileLinkKit>(() => {
    const prefix = root.replace(/\/$/, '');
    return {
      href: (to) => `${prefix}${to}`,
      follow: (e, to) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void navigate(to);
      },
    };
  }, [root, navigate]);
  return <TileLinkContext value={kit}>{children}</TileLinkContext>;
}

/** The tile links of the grid around, or null outside one (a tile then uses the router's Link). */
export const useTileLinks = (): TileLinkKit | null => useContext(TileLinkContext);
