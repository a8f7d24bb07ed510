import { describe, expect, it } from 'vitest';
import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_SIDE,
  IMAGE_ACCEPT,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  checkGalleryDimensions,
  checkImageFile,
  checkImageName,
  checkImageSize,
  fileExtension,
  fitInside,
  preparedImageName,
} from '#shared/domain/media';

const TYPE = 'Please select an image file (JPG, PNG, JPEG, WEBP, HEIC).';
const SIZE = 'File size must be less than 10MB.';

describe('image policy (expert spec sections 5 and 9)', () => {
  it('allows jpg, png, jpeg, webp and heic with their MIME types', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'png', 'jpeg', 'webp', 'heic']);
    expect(IMAGE_MIME_TYPES).toEqual({
      jpg: 'image/jpeg',
      png: 'image/png',
      jpeg: 'image/jpeg',
      webp: 'image/webp',
      heic: 'image/heic',
    });
    expect(IMAGE_ACCEPT).toBe('.jpg,.png,.jpeg,.webp,.heic,image/jpeg,image/png,image/webp,image/heic');
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(AVATAR_MAX_SIDE).toBe(800);
    expect(AVATAR_JPEG_QUALITY).toBe(0.8);
  });

  it('checks names case-insensitively with the spec type message', () => {
    expect(checkImageName('Holiday.HEIC')).toEqual({ ok: true });
    expect(checkImageName('/home/me/photo.jpeg')).toEqual({ ok: true });
    expect(checkImageName('anim.gif')).toEqual({ ok: false, message: TYPE });
    expect(checkImageName('jpg')).toEqual({ ok: false, message: TYPE });
    expect(checkImageName('.png')).toEqual({ ok: false, message: TYPE });
    expect(fileExtension('a.tar.gz')).toBe('gz');
  });

  it('checks browser files by MIME type, falling back to the name', () => {
    expect(checkImageFile({ name: 'x.webp', type: 'image/webp' })).toEqual({ ok: true });
    expect(checkImageFile({ name: 'IMG_0001.HEIC', type: '' })).toEqual({ ok: true });
    expect(checkImageFile({ name: 'doc.pdf', type: 'application/pdf' })).toEqual({
      ok: false,
      message: TYPE,
    });
  });

  it('checks the 10MB limit with the spec size message', () => {
    expect(checkImageSize(MAX_IMAGE_BYTES)).toEqual({ ok: true });
    expect(checkImageSize(MAX_IMAGE_BYTES + 1)).toEqual({ ok: false, message: SIZE });
  });

  it('refuses gallery images under 712x430 giving the size, and warns under 1280x769', () => {
    expect(checkGalleryDimensions(711, 430)).toEqual({
      ok: false,
      message: 'Image is too small (711x430 px). Minimum size is 712x430 px.',
    });
    expect(checkGalleryDimensions(2000, 429)).toEqual({
      ok: false,
      message: 'Image is too small (2000x429 px). Minimum size is 712x430 px.',
    });
    expect(checkGalleryDimensions(712, 430)).toEqual({
      ok: true,
      warning: 'Image is 712x430 px. For best quality use at least 1280x769 px.',
    });
    expect(checkGalleryDimensions(1279, 2000)).toMatchObject({
      ok: true,
      warning: expect.stringContaining('1279x2000'),
    });
    expect(checkGalleryDimensions(1280, 769)).toEqual({ ok: true, warning: null });
  });

  it('fits avatars inside 800x800 without enlarging', () => {
    expect(fitInside(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitInside(1000, 3000)).toEqual({ width: 267, height: 800 });
    expect(fitInside(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it('names prepared images safely with the extension of their format', () => {
    expect(preparedImageName('IMG_0042.HEIC', 'jpeg')).toBe('IMG_0042.jpg');
    expect(preparedImageName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(preparedImageName('C:\\Users\\me\\My Photo.webp', 'webp')).toBe('My Photo.webp');
    expect(preparedImageName('..', 'jpeg')).toBe('image.jpg');
    expect(preparedImageName('<script>.png', 'png')).toBe('script_.png');
    expect(preparedImageName('a'.repeat(300) + '.jpg', 'jpeg')).toHaveLength(84);
  });
});
