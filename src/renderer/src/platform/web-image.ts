import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_SIDE,
  MAX_IMAGE_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  checkGalleryDimensions,
} from '#shared/domain/media';
import type { PreparedImage, ImagePurpose } from '#shared/contract/ipc';

type Prepared = { ok: true; image: PreparedImage; warning: string | null } | { ok: false; message: string };

const DECODABLE: Record<string, PreparedImage['mimeType']> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
};

function extensionAllowed(name: string): boolean {
  return /\.(jpe?g|png|webp|heic)$/i.test(name);
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be encoded.'))), type, quality),
  );
}

/**
 * The browser's version of the main process's image preparation: the same policy from
 * shared/domain/media, with canvas instead of sharp. HEIC cannot be decoded in a page, so a HEIC
 * gallery image is refused here with a clear message only when the browser cannot read it; the
 * server converts HEIC it receives.
 */
export async function prepareImageInPage(file: File, purpose: ImagePurpose): Promise<Prepared> {
  if (!extensionAllowed(file.name) && !DECODABLE[file.type]) return { ok: false, message: IMAGE_TYPE_MESSAGE };
  if (file.size >= MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_SIZE_MESSAGE };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, message: IMAGE_TYPE_MESSAGE };
  }
  const { width, height } = bitmap;
  if (purpose === 'gallery') {
    const check = checkGalleryDimensions(width, height);
    if (!check.ok) return { ok: false, message: check.message };
    const mimeType = DECODABLE[file.type] ?? 'image/jpeg';
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const blob = await canvasBlob(canvas, mimeType, 0.92);
    const image: PreparedImage = { name: file.name, mimeType, dataBase64: await toBase64(blob), width, height, bytes: blob.size };
    return { ok: true, image, warning: check.warning };
  }
  const scale = Math.min(1, AVATAR_MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await canvasBlob(canvas, 'image/jpeg', AVATAR_JPEG_QUALITY);
  const image: PreparedImage = {
    name: file.name.replace(/\.[^.]+$/, '') + '.jpg',
    mimeType: 'image/jpeg',
    dataBase64: await toBase64(blob),
    width: canvas.width,
    height: canvas.height,
    bytes: blob.size,
  };
  return { ok: true, image, warning: null };
}
