import { loadSharp } from '#media/libraries';
import { lazy } from '#shared/lazy';
import { softwareByName } from '#shared/catalog/index';
import { GALLERY_RECOMMENDED_HEIGHT, GALLERY_RECOMMENDED_WIDTH } from '#shared/domain/media';

/**
 * Demo images drawn with sharp from SVG: gig covers at the recommended gallery size (1280x769)
 * with the title, category and the main software's brand mark, and round-cornered avatars with
 * initials. Same input, same pixels: the colours come from a hash of the text.
 */

const W = GALLERY_RECOMMENDED_WIDTH;
const H = GALLERY_RECOMMENDED_HEIGHT;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % 360;
}

type Icon = { path: string; hex: string };
/** simple-icons (thousands of marks) is loaded when the demo is drawn, not with every `npm start`. */
const icons = lazy(async () => (await import('simple-icons')) as unknown as Record<string, Icon | undefined>);

async function brandIcon(software: string): Promise<Icon | null> {
  const slug = softwareByName(software)?.iconSlug;
  if (!slug) return null;
  return (await icons())[`si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`] ?? null;
}

/** Words of `text` in lines of at most `max` characters, at most `lines` lines. */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1] ?? ''}…`;
    return kept;
  }
  return out;
}

const monogram = (name: string) =>
  name
    .split(/[\s.-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/** A 1280x769 JPEG cover for a gig; `variant` 1 or 2 shifts the palette for the second image. */
export async function gigCover(gig: { title: string; category: string; subCategory: string; softwares: string[] }, variant: number): Promise<Buffer> {
  const h = (hue(gig.category) + (variant - 1) * 140) % 360;
  const software = gig.softwares[0] ?? gig.subCategory;
  const icon = await brandIcon(software);
  const lines = wrap(gig.title, 19, 5);
  const text = lines
    .map((l, i) => `<text x="90" y="${240 + i * 70}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  const mark = icon
    ? `<g transform="translate(890 205) scale(12.5)"><path d="${icon.path}" fill="#${icon.hex}"/></g>`
    : `<text x="1040" y="415" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="130" font-weight="700" fill="hsl(${h},60%,40%)">${escapeXml(monogram(software))}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${h},62%,34%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,52%)"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${1180 - variant * 40}" cy="90" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="140" cy="${720 - variant * 30}" r="160" fill="#ffffff" fill-opacity="0.06"/>
  <text x="90" y="150" font-family="DejaVu Sans, sans-serif" font-size="30" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(gig.subCategory.toUpperCase())}</text>
  ${text}
  <rect x="840" y="155" width="400" height="400" rx="48" fill="#ffffff"/>
  ${mark}
  <text x="90" y="690" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">${escapeXml(software)} · Live 1:1 session</text>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export const AVATAR_SIDE = 400;

/** A 400x400 JPEG avatar with the initials of a name. */
export async function avatar(name: string): Promise<Buffer> {
  const h = hue(name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIDE}" height="${AVATAR_SIDE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${h},55%,45%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},65%,35%)"/>
  </linearGradient></defs>
  <rect width="${AVATAR_SIDE}" height="${AVATAR_SIDE}" fill="url(#bg)"/>
  <text x="200" y="250" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" fill="#ffffff">${escapeXml(monogram(name))}</text>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
