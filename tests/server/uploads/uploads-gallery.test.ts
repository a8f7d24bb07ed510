import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { createImageFixtures, type ImageFixtures } from '../../helpers/fixtures';
import { jpegOf, postGalleryFile, postGalleryPath } from '../../helpers/gigs';

const TYPE = 'Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).';
const SIZE = 'File size must be less than 10MB.';

let t: TestApp;
let f: ImageFixtures;
let expert: Awaited<ReturnType<typeof createTestExpert>>;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), createImageFixtures()]);
  expert = await createTestExpert(t);
});
afterAll(async () => {
  await t?.close();
  await f?.cleanup();
});

const uploadsDir = () => join(t.dataDir, 'uploads');
const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);
const uploadRows = async () => t.db.kysely.selectFrom('uploads').selectAll().execute();

/** Uploads a fixture, expects 201 and returns the stored file's bytes, key, metadata and the answer. */
async function accepted(path: string) {
  const res = await postGalleryPath(t, expert, path);
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ gallery: string[]; warning: string | null }>();
  expect(body.gallery).toHaveLength(1);
  const url = body.gallery[0] ?? '';
  expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\.(jpg|png|webp)$/);
  const key = url.slice('/files/'.length);
  const data = await readFile(join(uploadsDir(), key));
  return { body, key, url, data, meta: await sharp(data).metadata() };
}

/** Uploads a fixture, expects the status and message, and that nothing was stored. */
async function refused(upload: Promise<{ statusCode: number; json: () => unknown }>, status: number, message: string) {
  const [filesBefore, rowsBefore] = [await storedFiles(), await uploadRows()];
  const res = await upload;
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message });
  expect(await storedFiles()).toEqual(filesBefore);
  expect(await uploadRows()).toEqual(rowsBefore);
}

describe('POST /api/upload/gallery', () => {
  it('re-encodes a JPEG upright, without its metadata, under a random name', async () => {
    const { meta, key, body, url } = await accepted(f.jpegRotated);
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1400, 2000]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(key).not.toContain('rotated');
    expect(body.warning).toBeNull();
    const row = (await uploadRows()).find((r) => r.key === key);
    expect(row).toMatchObject({ user_id: expert.id, kind: 'gallery', width: 1400, height: 2000 });
    // Served back with a fixed image type.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps a PNG as PNG and warns below the recommended 1280x769', async () => {
    const { meta, body } = await accepted(f.pngSmallish);
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1000, 600]);
    expect(meta.exif).toBeUndefined();
    expect(body.warning).toBe('Image is 1000x600 px. For best quality use at least 1280x769 px.');
  });

  it('keeps a WEBP as WEBP without a warning at exactly 1280x769', async () => {
    const { meta, body } = await accepted(f.webp);
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1280, 769]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(body.warning).toBeNull();
  });

  it('converts a real HEIC to JPEG', async () => {
    const { meta, key } = await accepted(f.heic);
    expect(key.endsWith('.jpg')).toBe(true);
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1400, 900]);
    expect(meta.exif).toBeUndefined();
  });

  it('goes by the content, not the name: PNG content named .jpg is stored as PNG', async () => {
    const { meta, key } = await accepted(f.pngNamedJpg);
    expect(meta.format).toBe('png');
    expect(key.endsWith('.png')).toBe(true);
  });

  it('refuses an image under 712x430, giving its size', async () => {
    await refused(
      postGalleryPath(t, expert, f.tooSmall),
      400,
      'Image is too small (700x430 px). Minimum size is 712x430 px.',
    );
  });

  it('refuses a file of 10MB or more', async () => {
    await refused(postGalleryPath(t, expert, f.oversize), 413, SIZE);
  });

  it('refuses what is not an image, or not one of the allowed types', async () => {
    await refused(postGalleryPath(t, expert, f.notImage), 400, TYPE);
    await refused(postGalleryPath(t, expert, f.gif), 400, TYPE);
    await refused(postGalleryPath(t, expert, f.svg), 400, TYPE);
    await refused(postGalleryPath(t, expert, f.avifNamedHeic), 400, TYPE);
    const jpeg = await jpegOf();
    await refused(postGalleryFile(t, expert, { data: jpeg.subarray(0, 2000), name: 'cut.jpg' }), 400, TYPE);
  });

  it('takes the file from the field files only, and needs one', async () => {
    const jpeg = await jpegOf();
    await refused(postGalleryFile(t, expert, { data: jpeg, name: 'a.jpg' }, 'image'), 400, 'Send the image in the multipart field "files".');
    const onlyText = new FormData();
    onlyText.append('note', 'no file here');
    await refused(
      t.app.inject({ method: 'POST', url: '/api/upload/gallery', headers: expert.auth, payload: onlyText }),
      400,
      'Choose an image to upload.',
    );
    const json = await t.app.inject({ method: 'POST', url: '/api/upload/gallery', headers: expert.auth, payload: { files: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('is for signed-in experts only', async () => {
    const jpeg = await jpegOf();
    await refused(postGalleryFile(t, null, { data: jpeg, name: 'a.jpg' }), 401, 'Please sign in to continue.');
    const buyer = await createTestUser(t);
    await refused(
      postGalleryFile(t, buyer, { data: jpeg, name: 'a.jpg' }),
      403,
      'Only experts can do this. Create your expert profile first.',
    );
  });
});
