import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '#shared/domain/image-variants';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

/** /files/{key}?w=N answers a stored image scaled down to N pixels wide, in its own format. */
let t: TestApp;
const COVER = 'variant-cover.jpg';
const SMALL = 'variant-small.png';
beforeAll(async () => {
  t = await createTestApp();
  const cover = await sharp({ create: { width: 1280, height: 769, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
  const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc6633' } }).png().toBuffer();
  await t.deps.storage.put(COVER, cover);
  await t.deps.storage.put(SMALL, small);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe(`image variants on ${testDbKind()}`, () => {
  it.each(IMAGE_VARIANT_WIDTHS)('answers a %i px wide copy of a gig cover, in proportion, smaller than the stored image', async (width) => {
    const full = await get(`/files/${COVER}`);
    const res = await get(`/files/${COVER}?w=${width}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((769 * width) / 1280));
    expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length);
    // Asked again, the same bytes (kept, not made differently).
    expect((await get(`/files/${COVER}?w=${width}`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never scales an image up: a narrower image comes at its own width and format', async () => {
    const res = await get(`/files/${SMALL}?w=720`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a width it does not make, and answers 404 for a copy of a file that is not stored', async () => {
    expect((await get(`/files/${COVER}?w=500`)).statusCode).toBe(400);
    expect((await get(`/files/${COVER}?w=abc`)).statusCode).toBe(400);
    expect((await get('/files/no-such-file.jpg?w=360')).statusCode).toBe(404);
  });
});
