import type { DesktopBridge } from '#shared/contract/ipc';
import type { CheckedImage } from './platform';

function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The native dialog picks the file and sharp in the main process checks it, converts a HEIC to
 * JPEG and reports size problems before anything is uploaded. null when cancelled.
 */
export async function pickGalleryImageWithDialog(bridge: DesktopBridge): Promise<CheckedImage | null> {
  const picked = await bridge.openImageDialog({ purpose: 'gallery' });
  if (!picked) return null;
  const prepared = await bridge.prepareImage({ fileId: picked.fileId, purpose: 'gallery' });
  if (!prepared.ok) return { ok: false, message: prepared.message };
  const { image } = prepared;
  return { ok: true, blob: new Blob([base64ToBytes(image.dataBase64)], { type: image.mimeType }), name: image.name, warning: prepared.warning };
}
