import { brandIconUrls, skillIconUrls } from './brand-icons.generated';
import { colorFromName, monogramOf } from './name-color';
import './CatalogIcon.css';

export interface CatalogIconProps {
  /** The software or skill name (drives the monogram and its colour). */
  name: string;
  kind: 'software' | 'skill';
  /** The simple-icons slug of a software, or the lucide icon name of a skill; null for none. */
  icon: string | null;
  /** Edge of the square box in CSS pixels. */
  size?: number;
}

/** URL of the catalogue icon file, or null when the catalogue names no icon we ship. */
export function catalogIconUrl(kind: CatalogIconProps['kind'], icon: string | null): string | null {
  if (!icon) return null;
  return (kind === 'software' ? brandIconUrls[icon] : skillIconUrls[icon]) ?? null;
}

/**
 * The icon of a catalogue entry in a fixed square box (no layout shift): the brand mark or the
 * skill icon as a lazily loaded local WebP (drawn from its SVG: scripts/lib/icon-raster.ts says
 * why not the SVG itself), or a generated monogram. Decorative: the tile beside it carries the name.
 */
export function CatalogIcon({ name, kind, icon, size = 40 }: CatalogIconProps) {
  const url = catalogIconUrl(kind, icon);
  if (url) {
    return (
      <img
        className="catalog-icon"
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
  }
  // The letters are drawn by CSS from data-monogram, so they never join the tile's text.
  return (
    <span
      className="catalog-icon catalog-icon-monogram"
      aria-hidden="true"
      data-monogram={monogramOf(name)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4), background: colorFromName(name) }}
    />
  );
}
