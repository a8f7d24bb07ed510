import {
  IMAGE_TYPE_MESSAGE,
  checkGalleryDimensions,
  checkImageFile,
  checkImageSize,
  fileExtension,
} from '#shared/domain/media';
import { bridge } from '#platform/bridge';

/** An image checked and ready to upload, or the message saying why it was refused. */
export type CheckedImage = { ok: true; blob: Blob; name: string; warning: string | null } | { ok: false; message: string };

function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Desktop: the native dialog picks the file and sharp in the main process checks it, converts a
 * HEIC to JPEG and reports size problems before anything is uploaded. null when cancelled.
 */
export async function pickGalleryImageOnDesktop(): Promise<CheckedImage | null> {
  const picked = await bridge.openImageDialog({ purpose: 'gallery' });
  if (!picked) return null;
  const prepared = await bridge.prepareImage({ fileId: picked.fileId, purpose: 'gallery' });
  if (!prepared.ok) return { ok: false, message: prepared.message };
  const { image } = prepared;
  return { ok: true, blob: new Blob([base64ToBytes(image.dataBase64)], { type: image.mimeType }), name: image.name, warning: prepared.warning };
}

const isHeic = (file: File) => fileExtension(file.name) === 'heic' || /^image\/hei[cf]$/i.test(file.type);

/**
 * Browser: the type, the size and, for the formats a page can decode, the dimensions are checked
 * here; a HEIC goes to the server as it is (the server checks its size and converts it).
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
