import {
  IMAGE_ACCEPT,
  IMAGE_TYPE_MESSAGE,
  checkGalleryDimensions,
  checkImageFile,
  checkImageSize,
  fileExtension,
} from '#shared/domain/media';
import type { CheckedImage } from './platform';
import { pickFile } from './web-file-input';

const isHeic = (file: File) => fileExtension(file.name) === 'heic' || /^image\/hei[cf]$/i.test(file.type);

/**
 * The type, the size and, for the formats a page can decode, the dimensions are checked here; a
 * HEIC goes to the server as it is (the server checks its size and converts it).
 */
export async function checkGalleryFileInPage(file: File): Promise<CheckedImage> {
  const type = checkImageFile(file);
  if (!type.ok) return type;
  const size = checkImageSize(file.size);
  if (!size.ok) return size;
  if (isHeic(file)) return { ok: true, blob: file, name: file.name, warning: null };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, message: IMAGE_TYPE_MESSAGE };
  }
  const dimensions = checkGalleryDimensions(bitmap.width, bitmap.height);
  bitmap.close();
  if (!dimensions.ok) return dimensions;
  return { ok: true, blob: file, name: file.name, warning: dimensions.warning };
}

/** The browser's gallery pick: the file chooser, then the checks above. null when cancelled. */
export async function pickGalleryImageInPage(): Promise<CheckedImage | null> {
  const file = await pickFile(IMAGE_ACCEPT);
  return file ? checkGalleryFileInPage(file) : null;
}
