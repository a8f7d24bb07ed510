import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedImageSchema } from '#shared/contract/ipc';
import { MAX_IMAGE_BYTES } from '#shared/domain/media';
import { createImageDialog, imageDialogOptions, type OpenDialog } from '#main/services/image-dialog';
import { createImageService, readFileAtMost } from '#main/services/image-service';
import { createPickedFiles } from '#main/services/picked-files';
import { createImageFixtures, type ImageFixtures } from '../helpers/fixtures';

let fx: ImageFixtures;
beforeAll(async () => {
  fx = await createImageFixtures();
});
afterAll(async () => {
  await fx?.cleanup();
});

/** Stands in for the native dialog: "picks" the given path, or is cancelled. */
const picking =
  (path: string | null, seen: unknown[] = []): OpenDialog =>
  async (options) => {
    seen.push(options);
    return path === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [path] };
  };

describe('image dialog', () => {
  it('offers only the allowed image types, in both letter cases', () => {
    const options = imageDialogOptions('gallery');
    expect(options.properties).toEqual(['openFile']);
    expect(options.filters).toEqual([
      {
        name: 'Images',
        extensions: ['jpg', 'JPG', 'png', 'PNG', 'jpeg', 'JPEG', 'webp', 'WEBP', 'heic', 'HEIC'],
      },
    ]);
    expect(imageDialogOptions('avatar').title).toBe('Choose a profile picture');
  });

  it('returns an opaque file id and the name, never the path', async () => {
    const seen: unknown[] = [];
    const files = createPickedFiles();
    const picked = await createImageDialog(picking(fx.heic, seen), files).open({ purpose: 'gallery' });
    expect(picked).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'photo.heic' });
    expect(JSON.stringify(picked)).not.toContain(fx.dir);
    expect(files.get(picked?.fileId ?? '')).toBe(fx.heic);
    expect(seen).toEqual([imageDialogOptions('gallery')]);
  });

  it('returns null when cancelled', async () => {
    expect(
      await createImageDialog(picking(null), createPickedFiles()).open({ purpose: 'avatar' }),
    ).toBeNull();
  });

  it('remembers only the most recent picks', () => {
    const files = createPickedFiles(2);
    const first = files.add('/a.jpg');
    const second = files.add('/b.jpg');
    const third = files.add('/c.jpg');
    expect([files.get(first), files.get(second), files.get(third)]).toEqual([undefined, '/b.jpg', '/c.jpg']);
  });
});

describe('readFileAtMost', () => {
  it('reads a file up to the limit and refuses a bigger one', async () => {
    expect((await readFileAtMost(fx.webp, MAX_IMAGE_BYTES))?.length).toBeGreaterThan(0);
    expect(await readFileAtMost(fx.oversize, MAX_IMAGE_BYTES)).toBeNull();
    const exact = join(fx.dir, 'exact-limit.bin');
    await writeFile(exact, Buffer.alloc(1024, 7));
    expect((await readFileAtMost(exact, 1024))?.length).toBe(1024);
    expect(await readFileAtMost(exact, 1023)).toBeNull();
  });

  it('refuses a folder', async () => {
    await expect(readFileAtMost(fx.dir, MAX_IMAGE_BYTES)).rejects.toThrow(/Not a file/);
  });
});

describe('image service', () => {
  const pick = async (path: string) => {
    const files = createPickedFiles();
    const picked = await createImageDialog(picking(path), files).open({ purpose: 'gallery' });
    return { service: createImageService(files), fileId: picked?.fileId ?? '' };
  };

  it('prepares a gallery HEIC as a JPEG in base64 that matches the contract', async () => {
    const { service, fileId } = await pick(fx.heic);
    const result = await service.prepare({ fileId, purpose: 'gallery' });
    expect(result).toMatchObject({
      ok: true,
      warning: null,
      image: { name: 'photo.jpg', mimeType: 'image/jpeg', width: 1400, height: 900 },
    });
    if (!result.ok) return;
    expect(preparedImageSchema.parse(result.image)).toEqual(result.image);
    const bytes = Buffer.from(result.image.dataBase64, 'base64');
    expect(bytes.length).toBe(result.image.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 900 });
  });

  it('prepares an avatar fitted inside 800x800', async () => {
    const { service, fileId } = await pick(fx.pngNamedJpg);
    const result = await service.prepare({ fileId, purpose: 'avatar' });
    expect(result).toMatchObject({
      ok: true,
      image: { name: 'banner.jpg', mimeType: 'image/jpeg', width: 800, height: 492 },
    });
  });

  it('answers the spec messages for a big file, a non-image and a small image', async () => {
    for (const [path, message] of [
      [fx.oversize, 'File size must be less than 10MB.'],
      [fx.notImage, 'Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).'],
      [fx.tooSmall, 'Image is too small (700x430 px). Minimum size is 712x430 px.'],
    ] as const) {
      const { service, fileId } = await pick(path);
      expect(await service.prepare({ fileId, purpose: 'gallery' })).toEqual({ ok: false, message });
    }
  });

  it('refuses an id it did not hand out', async () => {
    const service = createImageService(createPickedFiles());
    await expect(service.prepare({ fileId: 'made-up', purpose: 'gallery' })).rejects.toThrow(
      /choose it again/,
    );
  });
});
