import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_SIDE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  galleryBelowRecommendedWarning,
  galleryTooSmallMessage,
  imageTooLargeMessage,
} from '#shared/domain/media';
import { prepareAvatarImage, prepareGalleryImage, toJpeg } from './prepare';
import { probeImage } from './probe';

/** Images drawn in memory; file fixtures (HEIC, big files) are exercised in tests/main. */
const draw = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 40, g: 120, b: 200, alpha: 0.5 } },
  });

describe('probeImage', () => {
  it('reads the format from the content and the size as displayed', async () => {
    const jpeg = await draw(900, 500).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    expect(await probeImage(jpeg)).toEqual({
      ok: true,
      format: 'jpeg',
      width: 500,
      height: 900,
      bytes: jpeg.length,
    });
  });

  it('gives the spec type message for bytes that are not an allowed image', async () => {
    expect(await probeImage(Buffer.from('hello'))).toEqual({
      ok: false,
      code: 'invalid-type',
      message: IMAGE_TYPE_MESSAGE,
    });
    const tiff = await draw(800, 800).tiff().toBuffer();
    expect(await probeImage(tiff)).toMatchObject({ ok: false, message: IMAGE_TYPE_MESSAGE });
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    expect(await probeImage(fake)).toMatchObject({ ok: false, code: 'invalid-type' });
  });
});

describe('prepareGalleryImage', () => {
  it('keeps PNG as PNG at its size and names it after the original', async () => {
    const png = await draw(1280, 769, true).png().toBuffer();
    const result = await prepareGalleryImage(png, 'C:\\Users\\me\\Banner.PNG');
    expect(result).toMatchObject({ ok: true, warning: null });
    if (!result.ok) return;
    expect(result.image).toMatchObject({
      format: 'png',
      mimeType: 'image/png',
      width: 1280,
      height: 769,
      name: 'Banner.png',
    });
    expect((await sharp(result.image.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('refuses below 712x430 with the size in the message, and warns below 1280x769', async () => {
    const small = await draw(711, 500).jpeg().toBuffer();
    expect(await prepareGalleryImage(small)).toEqual({
      ok: false,
      code: 'too-small',
      message: galleryTooSmallMessage(711, 500),
    });
    expect(galleryTooSmallMessage(711, 500)).toBe(
      'Image is too small (711x500 px). Minimum size is 712x430 px.',
    );
    const minimum = await draw(712, 430).webp().toBuffer();
    expect(await prepareGalleryImage(minimum)).toMatchObject({
      ok: true,
      warning: galleryBelowRecommendedWarning(712, 430),
    });
  });

  it('refuses a buffer over 10MB before looking at it', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    expect(await prepareGalleryImage(big)).toEqual({
      ok: false,
      code: 'file-too-large',
      message: IMAGE_SIZE_MESSAGE,
    });
  });

  it('refuses an image with too many pixels from its header, before decoding it', async () => {
    const png = await draw(10, 10).png().toBuffer();
    // Claim 20000x10000 in the IHDR chunk (bytes 16..24) and fix its CRC: a decompression bomb.
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await probeImage(png)).toMatchObject({ ok: true, width: 20_000, height: 10_000 });
    expect(await prepareGalleryImage(png)).toEqual({
      ok: false,
      code: 'too-many-pixels',
      message: imageTooLargeMessage(20_000, 10_000),
    });
  });
});

describe('images above libvips own pixel limit (268 megapixels)', () => {
  /** A real, valid PNG of one colour: it compresses to under 1MB however many pixels it has. */
  const solidPng = (width: number, height: number) =>
    sharp({
      create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();

  it('gives a 300-megapixel PNG the same too-many-pixels message as a 144-megapixel one', async () => {
    const [huge, large] = await Promise.all([solidPng(20_000, 15_000), solidPng(12_000, 12_000)]);
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await probeImage(huge)).toMatchObject({ ok: true, format: 'png', width: 20_000, height: 15_000 });
    for (const prepare of [prepareGalleryImage, prepareAvatarImage]) {
      expect(await prepare(huge)).toEqual({
        ok: false,
        code: 'too-many-pixels',
        message: imageTooLargeMessage(20_000, 15_000),
      });
      expect(await prepare(large)).toEqual({
        ok: false,
        code: 'too-many-pixels',
        message: imageTooLargeMessage(12_000, 12_000),
      });
    }
  }, 120_000);
});

describe('prepareAvatarImage', () => {
  it('fits inside 800x800 as a JPEG and flattens transparency onto white', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await prepareAvatarImage(png, 'me.png');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.image).toMatchObject({
      format: 'jpeg',
      mimeType: 'image/jpeg',
      width: AVATAR_MAX_SIDE,
      height: 400,
      name: 'me.jpg',
    });
    const { data } = await sharp(result.image.buffer).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });
});

describe('toJpeg', () => {
  it('converts any accepted image to JPEG at the given quality', async () => {
    const webp = await draw(640, 480).webp().toBuffer();
    const low = await toJpeg(webp, 'x.webp', { quality: 0.3 });
    const high = await toJpeg(webp, 'x.webp', { quality: 1 });
    expect(low).toMatchObject({
      ok: true,
      image: { format: 'jpeg', name: 'x.jpg', width: 640, height: 480 },
    });
    if (!low.ok || !high.ok) return;
    expect(low.image.bytes).toBeLessThan(high.image.bytes);
  });
});
