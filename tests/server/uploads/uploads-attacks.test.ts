import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, imageTooLargeMessage } from '#shared/domain/media';
import {
  GPS_LATITUDE,
  GPS_LONGITUDE,
  PAYLOAD_MARKERS,
  createAttackImages,
  gpsOf,
  type AttackImages,
} from '../../helpers/attack-images';
import { postAvatarFile } from '../../helpers/expert-submission';
import { createTestExpert } from '../../helpers/experts';
import { postGalleryFile } from '../../helpers/gigs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

/**
 * The upload attack corpus: every hostile file is refused with a clear message and
 * stores nothing, or is stored re-encoded without its metadata or payload; bombs are refused from
 * their header without the memory to decode them.
 */
let t: TestApp;
let a: AttackImages;
let expert: Awaited<ReturnType<typeof createTestExpert>>;

/** More than this much resident memory for one refused upload means it was decoded. */
const MAX_RSS_GROWTH_BYTES = 64 * 1024 * 1024;

beforeAll(async () => {
  [t, a] = await Promise.all([createTestApp(), createAttackImages()]);
  expert = await createTestExpert(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Route = 'gallery' | 'avatar';
type Upload = { data: Buffer; name: string; type?: string };

function post(route: Route, file: Upload) {
  return route === 'gallery' ? postGalleryFile(t, expert, file) : postAvatarFile(t, expert, file);
}

const snapshot = async () => ({
  files: (await t.deps.storage.list()).map((f) => f.key).sort(),
  staged: await t.deps.storage.staged(),
  rows: (await t.db.kysely.selectFrom('uploads').select('key').execute()).map((r) => r.key).sort(),
});

/** The highest resident set size seen while `work` runs, above what it was before. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 1);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Expects a refusal with this status, code and message, and that nothing was stored. */
async function expectRefused(route: Route, file: Upload, code: string, message: string, status = 400) {
  const before = await snapshot();
  const res = await post(route, file);
  expect(res.statusCode, `${route} ${file.name}: ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ code, message });
  expect(await snapshot()).toEqual(before);
}

/** Expects the upload stored, and returns the stored file's bytes (read back from storage) and URL. */
async function expectStored(route: Route, file: Upload) {
  const res = await post(route, file);
  expect(res.statusCode, `${route} ${file.name}: ${res.body}`).toBe(route === 'gallery' ? 201 : 200);
  const url = route === 'gallery' ? (res.json<{ gallery: string[] }>()).gallery[0] : (res.json<{ imageUrl: string }>()).imageUrl;
  const key = t.deps.storage.keyFromUrl(url ?? '');
  expect(key).not.toBeNull();
  const data = await t.deps.storage.get(key ?? '');
  if (!data) throw new Error(`${url} was not stored`);
  return { url: url ?? '', key: key ?? '', data, meta: await sharp(data).metadata() };
}

/** No EXIF, XMP, IPTC or ICC, no location, and none of the payloads' bytes. */
async function expectClean(stored: { data: Buffer; meta: sharp.Metadata }) {
  expect(stored.meta.exif).toBeUndefined();
  expect(stored.meta.xmp).toBeUndefined();
  expect(stored.meta.iptc).toBeUndefined();
  expect(stored.meta.icc).toBeUndefined();
  expect(await gpsOf(stored.data)).toBeNull();
  const bytes = stored.data.toString('latin1');
  for (const marker of PAYLOAD_MARKERS) expect(bytes.includes(marker), marker).toBe(false);
}

describe(`upload attack corpus on ${testDbKind()}`, () => {
  it('refuses decompression bombs from their header with the pixel message, without decoding them', async () => {
    const bombs: { file: Upload; size: [number, number] }[] = [
      { file: { data: a.bombPng, name: 'bomb.png' }, size: [50_000, 50_000] },
      { file: { data: a.bombJpeg, name: 'bomb.jpg' }, size: [65_000, 65_000] },
      { file: { data: a.hugePng, name: 'huge.png' }, size: [20_000, 15_000] },
    ];
    expect(a.bombPng.length).toBeLessThan(1024);
    expect(a.hugePng.length).toBeLessThan(2 * 1024 * 1024);
    // Warm the route and the decoder's code up, so what is measured below is the request itself.
    await post('gallery', bombs[0]?.file ?? { data: a.bombPng, name: 'bomb.png' });
    for (const route of ['gallery', 'avatar'] as const) {
      for (const { file, size } of bombs) {
        const { growth } = await peakRssGrowth(() =>
          expectRefused(route, file, 'IMAGE_TOO_MANY_PIXELS', imageTooLargeMessage(...size)),
        );
        expect(growth, `${route} ${file.name}: RSS grew ${(growth / 1048576).toFixed(1)} MB`).toBeLessThan(
          MAX_RSS_GROWTH_BYTES,
        );
      }
    }
  });

  it('stores a polyglot re-encoded: the appended ZIP, the HTML and the script are gone', async () => {
    expect(a.jpegZip.includes('PK\u0003\u0004')).toBe(true);
    expect(a.jpegHtml.toString('latin1')).toContain('<script');
    for (const [route, file] of [
      ['gallery', { data: a.jpegZip, name: 'holiday.jpg', type: 'image/jpeg' }],
      ['gallery', { data: a.jpegHtml, name: 'page.jpg', type: 'image/jpeg' }],
      ['gallery', { data: a.pngZip, name: 'banner.png', type: 'image/png' }],
      ['avatar', { data: a.jpegHtml, name: 'me.jpg', type: 'image/jpeg' }],
    ] as const) {
      const stored = await expectStored(route, file);
      await expectClean(stored);
      expect(stored.data.length).toBeLessThan(file.data.length + 64 * 1024);
      const served = await t.app.inject({ method: 'GET', url: stored.url });
      expect(served.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a GIFAR, HTML and an SVG with script, whatever they are named', async () => {
    for (const route of ['gallery', 'avatar'] as const) {
      for (const file of [
        { data: a.gifar, name: 'cat.gif', type: 'image/gif' },
        { data: a.gifar, name: 'cat.jpg', type: 'image/jpeg' },
        { data: a.html, name: 'photo.png', type: 'image/png' },
        { data: a.svgScript, name: 'logo.svg', type: 'image/svg+xml' },
        { data: a.svgScript, name: 'logo.png', type: 'image/png' },
      ]) {
        await expectRefused(route, file, 'IMAGE_TYPE', IMAGE_TYPE_MESSAGE);
      }
    }
  });

  it('judges a file by its content, not by the name or type it is sent with', async () => {
    const stored = await expectStored('gallery', { data: a.png, name: 'photo.jpg', type: 'image/jpeg' });
    expect(stored.key).toMatch(/\.png$/);
    expect(stored.meta.format).toBe('png');
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses truncated images with the type message', async () => {
    for (const route of ['gallery', 'avatar'] as const) {
      for (const file of [
        { data: a.truncatedJpeg, name: 'cut.jpg' },
        { data: a.truncatedPng, name: 'cut.png' },
        { data: a.headerOnlyJpeg, name: 'stub.jpg' },
      ]) {
        await expectRefused(route, file, 'IMAGE_TYPE', IMAGE_TYPE_MESSAGE);
      }
    }
  });

  it('stores photos without their location: EXIF GPS and XMP are stripped from JPEG, PNG, WEBP and HEIC', async () => {
    const photos = [
      { data: a.gpsJpeg, name: 'trip.jpg', format: 'jpeg' },
      { data: a.gpsPng, name: 'trip.png', format: 'png' },
      { data: a.gpsWebp, name: 'trip.webp', format: 'webp' },
      { data: a.gpsHeic, name: 'trip.heic', format: 'jpeg' },
    ];
    for (const photo of photos) {
      // The fixtures really carry the location, so the checks below could fail.
      const gps = await gpsOf(photo.data);
      expect(gps?.latitude, photo.name).toBeCloseTo(GPS_LATITUDE, 2);
      expect(gps?.longitude, photo.name).toBeCloseTo(GPS_LONGITUDE, 2);
    }
    expect((await sharp(a.gpsJpeg).metadata()).xmp?.toString()).toContain('exif:GPSLatitude');
    for (const photo of photos) {
      const gallery = await expectStored('gallery', photo);
      expect(gallery.meta.format, photo.name).toBe(photo.format);
      await expectClean(gallery);
      const avatar = await expectStored('avatar', photo);
      expect(avatar.meta.format).toBe('jpeg');
      await expectClean(avatar);
    }
  });
});
