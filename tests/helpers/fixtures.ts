/**
 * Real image fixtures, generated at test time into a temp dir (nothing binary is committed):
 * sharp draws them, heif-enc (libheif-examples) encodes the HEVC HEIC.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** Top half red, bottom half blue, so a test can tell which way up an image came out. */
export const TOP_COLOR = { r: 220, g: 30, b: 30 };
export const BOTTOM_COLOR = { r: 30, g: 30, b: 220 };

export const EXIF_ARTIST = 'Fixture Photographer';

export type ImageFixtures = {
  dir: string;
  /** JPEG stored 2000x1400 with EXIF orientation 6 (displayed 1400x2000), EXIF, XMP and a P3 ICC profile. */
  jpegRotated: string;
  /** PNG 1000x600 with transparency and EXIF: accepted for the gallery with the recommended-size warning. */
  pngSmallish: string;
  /** WEBP exactly 1280x769 with EXIF and XMP: no warning. */
  webp: string;
  /** A real HEVC HEIC 1400x900 made by heif-enc. */
  heic: string;
  /** JPEG 700x430: below the 712x430 minimum. */
  tooSmall: string;
  /** Plain text named like a JPEG. */
  notImage: string;
  /** A valid PNG of noise over 10MB. */
  oversize: string;
  /** PNG content 1300x800 named .jpg. */
  pngNamedJpg: string;
  /** Readable by sharp but not allowed: a GIF, an SVG and an AVIF named .heic. */
  gif: string;
  svg: string;
  avifNamedHeic: string;
  /** JPEG 300x200: a profile picture smaller than 800x800 (never enlarged). */
  smallPhoto: string;
  cleanup(): Promise<void>;
};

const halves = async (width: number, height: number, alpha = false): Promise<sharp.Sharp> => {
  const half = Math.floor(height / 2);
  const channels = alpha ? 4 : 3;
  const solid = (color: typeof TOP_COLOR, h: number) =>
    sharp({ create: { width, height: h, channels, background: { ...color, alpha: alpha ? 0.5 : 1 } } })
      .raw()
      .toBuffer();
  const [top, bottom] = await Promise.all([solid(TOP_COLOR, half), solid(BOTTOM_COLOR, height - half)]);
  return sharp(Buffer.concat([top, bottom]), { raw: { width, height, channels } });
};

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${EXIF_ARTIST}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
const EXIF = { IFD0: { Artist: EXIF_ARTIST, Copyright: 'Qurious tests' } };

export async function createImageFixtures(): Promise<ImageFixtures> {
  const dir = await mkdtemp(join(tmpdir(), 'qurious-images-'));
  const path = (name: string) => join(dir, name);
  const f: Omit<ImageFixtures, 'cleanup'> = {
    dir,
    jpegRotated: path('rotated.jpg'),
    pngSmallish: path('smallish.png'),
    webp: path('exact.webp'),
    heic: path('photo.heic'),
    tooSmall: path('too-small.jpg'),
    notImage: path('notes.jpg'),
    oversize: path('huge.png'),
    pngNamedJpg: path('banner.jpg'),
    gif: path('anim.gif'),
    svg: path('vector.svg'),
    avifNamedHeic: path('really-avif.heic'),
    smallPhoto: path('small-photo.jpg'),
  };

  await (
    await halves(2000, 1400)
  )
    .jpeg({ quality: 90 })
    .withExif(EXIF)
    .withXmp(XMP)
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .toFile(f.jpegRotated);
  await (await halves(1000, 600, true)).png().withExif(EXIF).toFile(f.pngSmallish);
  await (await halves(1280, 769)).webp({ quality: 80 }).withExif(EXIF).withXmp(XMP).toFile(f.webp);
  await (await halves(700, 430)).jpeg().toFile(f.tooSmall);
  await (await halves(1300, 800)).png().toFile(f.pngNamedJpg);
  await (await halves(300, 200)).jpeg().toFile(f.smallPhoto);
  await (await halves(900, 600)).gif().toFile(f.gif);
  await (await halves(900, 600)).avif({ quality: 50, effort: 0 }).toFile(f.avifNamedHeic);
  await writeFile(
    f.svg,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="red"/></svg>',
  );
  await writeFile(f.notImage, 'These are my notes, not a photo.\n'.repeat(100));

  // Noise does not compress: a 2100x1800 RGB PNG is about 11.3MB.
  const noise = { width: 2100, height: 1800, channels: 3 } as const;
  await sharp(randomBytes(noise.width * noise.height * noise.channels), { raw: noise })
    .png({ compressionLevel: 0 })
    .toFile(f.oversize);

  const heicSource = path('heic-source.jpg');
  await (await halves(1400, 900)).jpeg({ quality: 95 }).withExif(EXIF).toFile(heicSource);
  await run('heif-enc', ['-q', '50', heicSource, '-o', f.heic]);

  return { ...f, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
