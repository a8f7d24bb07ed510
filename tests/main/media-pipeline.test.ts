import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareAvatarImage,
  prepareGalleryImage,
  probeImage,
  toJpeg,
  type PrepareResult,
} from '#media/index';
import { BOTTOM_COLOR, TOP_COLOR, createImageFixtures, type ImageFixtures } from '../helpers/fixtures';

const TYPE = 'Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).';
const SIZE = 'File size must be less than 10MB.';

let fx: ImageFixtures;
beforeAll(async () => {
  fx = await createImageFixtures();
});
afterAll(async () => {
  await fx?.cleanup();
});

const load = (path: string) => readFile(path);
const gallery = async (path: string) => prepareGalleryImage(await load(path), basename(path));

function prepared(result: PrepareResult) {
  if (!result.ok) throw new Error(`expected an image, got: ${result.message}`);
  return result;
}

/** The metadata of an output; none of what the fixtures carried may survive. */
async function expectNoMetadata(buffer: Buffer) {
  const meta = await sharp(buffer).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(buffer.includes('Fixture Photographer')).toBe(false);
}

const near = (actual: number, expected: number) => Math.abs(actual - expected) < 40;

/** The colour at (x, y) of an encoded image. */
async function pixel(buffer: Buffer, x: number, y: number) {
  const { data, info } = await sharp(buffer).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

const isColor = (actual: { r: number; g: number; b: number }, expected: typeof TOP_COLOR) =>
  near(actual.r, expected.r) && near(actual.g, expected.g) && near(actual.b, expected.b);

describe('fixtures carry metadata (so the stripping below means something)', () => {
  it('has EXIF, XMP, ICC and orientation 6 on the JPEG, EXIF on the PNG, WEBP and HEIC', async () => {
    const jpeg = await sharp(fx.jpegRotated).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 2000, height: 1400, orientation: 6 });
    expect(jpeg.exif && jpeg.xmp && jpeg.icc).toBeTruthy();
    expect((await sharp(fx.pngSmallish).metadata()).exif).toBeTruthy();
    expect((await sharp(fx.webp).metadata()).xmp).toBeTruthy();
    expect(await sharp(fx.heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
  });
});

describe('probeImage on real files', () => {
  it('detects each format by content, with displayed dimensions', async () => {
    expect(await probeImage(await load(fx.jpegRotated))).toMatchObject({
      ok: true,
      format: 'jpeg',
      width: 1400,
      height: 2000,
    });
    expect(await probeImage(await load(fx.pngSmallish))).toMatchObject({
      ok: true,
      format: 'png',
      width: 1000,
      height: 600,
    });
    expect(await probeImage(await load(fx.webp))).toMatchObject({
      ok: true,
      format: 'webp',
      width: 1280,
      height: 769,
    });
    expect(await probeImage(await load(fx.heic))).toMatchObject({
      ok: true,
      format: 'heic',
      width: 1400,
      height: 900,
    });
    expect(await probeImage(await load(fx.pngNamedJpg))).toMatchObject({ ok: true, format: 'png' });
  });

  it('gives the type message for text, GIF, SVG and an AVIF named .heic', async () => {
    for (const path of [fx.notImage, fx.gif, fx.svg, fx.avifNamedHeic]) {
      expect(await probeImage(await load(path))).toEqual({ ok: false, code: 'invalid-type', message: TYPE });
    }
  });
});

describe('prepareGalleryImage on real files', () => {
  it('re-encodes a JPEG upright, at full size, without EXIF/XMP/ICC', async () => {
    const { image, warning } = prepared(await gallery(fx.jpegRotated));
    expect(image).toMatchObject({
      format: 'jpeg',
      mimeType: 'image/jpeg',
      width: 1400,
      height: 2000,
      name: 'rotated.jpg',
    });
    expect(image.bytes).toBe(image.buffer.length);
    expect(warning).toBeNull();
    await expectNoMetadata(image.buffer);
    // Orientation 6 turns the stored image a quarter clockwise: the red top ends up on the right.
    expect(isColor(await pixel(image.buffer, image.width - 10, 1000), TOP_COLOR)).toBe(true);
    expect(isColor(await pixel(image.buffer, 10, 1000), BOTTOM_COLOR)).toBe(true);
  });

  it('keeps PNG as PNG and warns below the recommended 1280x769', async () => {
    const { image, warning } = prepared(await gallery(fx.pngSmallish));
    expect(image).toMatchObject({
      format: 'png',
      mimeType: 'image/png',
      width: 1000,
      height: 600,
      name: 'smallish.png',
    });
    expect(warning).toBe('Image is 1000x600 px. For best quality use at least 1280x769 px.');
    await expectNoMetadata(image.buffer);
  });

  it('keeps WEBP as WEBP; exactly 1280x769 gets no warning', async () => {
    const { image, warning } = prepared(await gallery(fx.webp));
    expect(image).toMatchObject({
      format: 'webp',
      mimeType: 'image/webp',
      width: 1280,
      height: 769,
      name: 'exact.webp',
    });
    expect(warning).toBe(null);
    expect((await sharp(image.buffer).metadata()).format).toBe('webp');
    await expectNoMetadata(image.buffer);
  });

  it('converts a real HEVC HEIC to JPEG', async () => {
    const { image, warning } = prepared(await gallery(fx.heic));
    expect(image).toMatchObject({
      format: 'jpeg',
      mimeType: 'image/jpeg',
      width: 1400,
      height: 900,
      name: 'photo.jpg',
    });
    expect(warning).toBeNull();
    expect(await sharp(image.buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 900 });
    await expectNoMetadata(image.buffer);
    expect(isColor(await pixel(image.buffer, 700, 100), TOP_COLOR)).toBe(true);
    expect(isColor(await pixel(image.buffer, 700, 800), BOTTOM_COLOR)).toBe(true);
  });

  it('refuses a too-small image with its size in the spec message', async () => {
    expect(await gallery(fx.tooSmall)).toEqual({
      ok: false,
      code: 'too-small',
      message: 'Image is too small (700x430 px). Minimum size is 712x430 px.',
    });
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    expect(await gallery(fx.notImage)).toEqual({ ok: false, code: 'invalid-type', message: TYPE });
    expect(await gallery(fx.gif)).toEqual({ ok: false, code: 'invalid-type', message: TYPE });
    expect(await gallery(fx.svg)).toEqual({ ok: false, code: 'invalid-type', message: TYPE });
    expect(await gallery(fx.avifNamedHeic)).toEqual({ ok: false, code: 'invalid-type', message: TYPE });
  });

  it('refuses a valid image over 10MB with the spec size message', async () => {
    const buffer = await load(fx.oversize);
    expect(buffer.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(await prepareGalleryImage(buffer, 'huge.png')).toEqual({
      ok: false,
      code: 'file-too-large',
      message: SIZE,
    });
  });

  it('treats a PNG named .jpg as the PNG it is, and names the output .png', async () => {
    const { image } = prepared(await gallery(fx.pngNamedJpg));
    expect(image).toMatchObject({
      format: 'png',
      mimeType: 'image/png',
      width: 1300,
      height: 800,
      name: 'banner.png',
    });
  });
});

describe('prepareAvatarImage on real files', () => {
  it('fits a rotated JPEG inside 800x800 as JPEG without metadata', async () => {
    const { image, warning } = prepared(await prepareAvatarImage(await load(fx.jpegRotated), 'rotated.jpg'));
    expect(image).toMatchObject({ format: 'jpeg', width: 560, height: 800, name: 'rotated.jpg' });
    expect(warning).toBeNull();
    await expectNoMetadata(image.buffer);
    expect(isColor(await pixel(image.buffer, image.width - 5, 400), TOP_COLOR)).toBe(true);
  });

  it('turns a HEIC into an 800x514 JPEG', async () => {
    const { image } = prepared(await prepareAvatarImage(await load(fx.heic), 'photo.heic'));
    expect(image).toMatchObject({
      format: 'jpeg',
      mimeType: 'image/jpeg',
      width: 800,
      height: 514,
      name: 'photo.jpg',
    });
    expect((await sharp(image.buffer).metadata()).format).toBe('jpeg');
  });

  it('never enlarges a small picture, and accepts images too small for the gallery', async () => {
    const { image } = prepared(await prepareAvatarImage(await load(fx.smallPhoto)));
    expect(image).toMatchObject({ width: 300, height: 200, name: 'avatar.jpg' });
  });

  it('refuses what is not an image, and files over 10MB', async () => {
    expect(await prepareAvatarImage(await load(fx.notImage))).toMatchObject({ ok: false, message: TYPE });
    expect(await prepareAvatarImage(await load(fx.oversize))).toMatchObject({ ok: false, message: SIZE });
  });

  it('uses quality 0.8: smaller than the same picture at quality 1', async () => {
    const buffer = await load(fx.heic);
    const avatar = prepared(await prepareAvatarImage(buffer)).image;
    const best = prepared(await toJpeg(buffer, 'photo.heic', { quality: 1 })).image;
    const bestResized = await sharp(best.buffer)
      .resize(800, 800, { fit: 'inside' })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(avatar.bytes).toBeLessThan(bestResized.length);
  });
});
