/**
 * Narrower copies of stored images, so a page loads no more pixels than it shows: the server answers /files/{key}?w=N with the image
 * scaled down to N pixels wide (never up), so a 1280 px gig cover shown in a 350 px card is not
 * sent whole. The client's srcset and the server's preload of a gig page's cover are built here,
 * from the same widths and sizes, so the browser picks the same copy for both.
 */

/** The widths the server makes; the stored image itself is the widest candidate. */
export const IMAGE_VARIANT_WIDTHS = [360, 720] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Gallery images are stored at most this wide (the recommended gallery width). */
export const GALLERY_FULL_WIDTH = 1280;

/** A gig card in the search grid: the whole width of a phone, else a column of at most ~360 px. */
export const GIG_CARD_SIZES = '(max-width: 640px) 92vw, 360px';
/** The large image of a gig page: the whole width up to the two-column layout, then its main column. */
export const GIG_GALLERY_SIZES = '(max-width: 900px) 92vw, 760px';
/** The gallery's buttons to switch images (.gig-gallery-thumb, 120 px). */
export const GIG_THUMB_SIZES = '120px';

export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/** The URL of an image's copy `width` pixels wide. */
export const imageVariantUrl = (url: string, width: ImageVariantWidth): string => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** A srcset of an image's copies and the image itself (taken as GALLERY_FULL_WIDTH wide). */
export function imageSrcSet(url: string): string {
  return [...IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`), `${url} ${GALLERY_FULL_WIDTH}w`].join(', ');
}
