/**
 * The catalogue's icons are served as WebP images drawn from their SVG sources, not as SVG.
 *
 * Chromium draws every SVG shown by an `<img>` (or a CSS image, or an external `<use>`) in a page
 * of its own: a document, a frame and a script context made on the main thread, 5 ms of CPU each
 * and up to 80 ms of wall time on the bench machine, where it waits on the browser process. The
 * home page shows 14 icons, a software's category page more: a few hundred milliseconds of main
 * thread before the visitor can use the page, which Lighthouse counts as blocking time. A WebP is
 * decoded off the main thread.
 *
 * The rasters are drawn at 192 px, three times the largest box an icon is shown in (64 px), so
 * they stay sharp on a 3x phone screen; lossless, about 2.2 KB each (the SVGs were about 0.9 KB).
 */
import sharp from 'sharp';

/** Edge of the raster in pixels. */
export const RASTER_PX = 192;
/** The SVGs are drawn on a 24-unit view box. */
const VIEW_BOX = 24;
/** Largest difference of a channel between a committed raster and a fresh drawing (libvips versions round differently). */
const TOLERANCE = 8;

/** The raster's path beside its SVG source. */
export const rasterFileOf = (svgFile: string): string => svgFile.replace(/\.svg$/, '.webp');

const drawn = (svg: Buffer) =>
  sharp(svg, { density: (72 * RASTER_PX) / VIEW_BOX }).resize(RASTER_PX, RASTER_PX, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });

/** The WebP of an SVG icon. */
export const rasterIcon = (svg: Buffer): Promise<Buffer> => drawn(svg).webp({ lossless: true, effort: 6 }).toBuffer();

/** Whether a committed WebP is the drawing of this SVG (same size, every channel within the tolerance). */
export async function rasterMatches(svg: Buffer, webp: Buffer): Promise<boolean> {
  const [fresh, committed] = await Promise.all([
    drawn(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  if (fresh.info.width !== committed.info.width || fresh.info.height !== committed.info.height) return false;
  for (let i = 0; i < fresh.data.length; i++) if (Math.abs((fresh.data[i] ?? 0) - (committed.data[i] ?? 0)) > TOLERANCE) return false;
  return true;
}
