import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '#shared/domain/media';
import { BOTTOM_COLOR, createImageFixtures, TOP_COLOR, type ImageFixtures } from '../../helpers/fixtures';
import { postAvatarFile } from '../../helpers/expert-submission';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

/** POST /api/upload/profile-picture: checked by content, re-encoded as JPEG inside 800x800, metadata stripped. */
let t: TestApp;
let f: ImageFixtures;
let user: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), createImageFixtures()]);
  user = await createTestUser(t);
});
afterAll(async () => {
  await t.close();
  await f.cleanup();
});

async function upload(path: string, name = path.split('/').pop() ?? 'x') {
  return postAvatarFile(t, user, { data: await readFile(path), name });
}

/** The stored file behind an answered URL, fetched the way a page does, with its headers. */
async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, body: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
}

const uploadCount = async () => (await t.db.kysely.selectFrom('uploads').select('key').execute()).length;

describe('POST /api/upload/profile-picture', () => {
  it('turns a rotated photo upright, fits it inside 800x800 as JPEG and strips EXIF and XMP', async () => {
    const res = await upload(f.jpegRotated);
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/files\/[0-9a-f-]{36}\.jpg$/);
    const { res: file, meta } = await served(imageUrl);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(meta.format).toBe('jpeg');
    // Displayed 1400x2000 → fitted to 560x800; EXIF orientation 6 turns the stored red top to the right.
    expect([meta.width, meta.height]).toEqual([560, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    const pixel = async (left: number) =>
      (await sharp(file.rawPayload).extract({ left, top: 400, width: 1, height: 1 }).raw().toBuffer())[0] ?? 0;
    expect(Math.abs((await pixel(520)) - TOP_COLOR.r)).toBeLessThan(30);
    expect(Math.abs((await pixel(40)) - BOTTOM_COLOR.r)).toBeLessThan(30);
    const row = await t.db.kysely.selectFrom('uploads').selectAll().where('key', '=', imageUrl.slice('/files/'.length)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, kind: 'avatar', width: 560, height: 800 });
  });

  it('strips GPS from a PNG and stores it as JPEG', async () => {
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#336699' } })
      .png()
      .withExif({ IFD0: { Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .toBuffer();
    const before = await sharp(png).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer is there
    const res = await postAvatarFile(t, user, { data: png, name: 'holiday.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const { body, meta } = await served((res.json<{ imageUrl: string }>()).imageUrl);
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([800, 444]);
    expect(meta.exif).toBeUndefined();
    expect(body.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('converts a HEIC photo to JPEG and never enlarges a small one', async () => {
    const heic = await upload(f.heic);
    expect(heic.statusCode, heic.body).toBe(200);
    const h = await served((heic.json<{ imageUrl: string }>()).imageUrl);
    expect(h.meta.format).toBe('jpeg');
    expect([h.meta.width, h.meta.height]).toEqual([800, 514]);
    const small = await upload(f.smallPhoto);
    const s = await served((small.json<{ imageUrl: string }>()).imageUrl);
    expect([s.meta.width, s.meta.height]).toEqual([300, 200]);
  });

  it('refuses what is not an image, whatever its name, and stores nothing', async () => {
    const before = await uploadCount();
    for (const path of [f.notImage, f.gif, f.svg, f.avifNamedHeic]) {
      const res = await upload(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMAGE_TYPE', message: IMAGE_TYPE_MESSAGE });
    }
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file over 10MB with the size message', async () => {
    const before = await uploadCount();
    const res = await upload(f.oversize);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: IMAGE_SIZE_MESSAGE });
    expect(await uploadCount()).toBe(before);
  });

  it('needs a signed-in caller, the field `image` and a file', async () => {
    const data = await readFile(f.smallPhoto);
    expect((await postAvatarFile(t, null, { data, name: 'a.jpg' })).statusCode).toBe(401);
    const wrongField = await postAvatarFile(t, user, { data, name: 'a.jpg' }, 'files');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'NO_IMAGE' });
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/upload/profile-picture', headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{}' });
    expect(notMultipart.statusCode).toBe(400);
  });
});
