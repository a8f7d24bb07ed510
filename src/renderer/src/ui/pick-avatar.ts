import { bridge } from '#platform/bridge';

export type PickedAvatar = { ok: true; dataUrl: string; name: string } | { ok: false; message: string };

/**
 * Picks a profile picture and prepares it for the crop modal: on desktop the native dialog and
 * sharp in the main process (upright, fitted inside 800x800, JPEG q0.8); in the browser the file
 * input and canvas do the same. null when the user cancels.
 */
export async function pickAvatarImage(): Promise<PickedAvatar | null> {
  const picked = await bridge.openImageDialog({ purpose: 'avatar' });
  if (!picked) return null;
  const prepared = await bridge.prepareImage({ fileId: picked.fileId, purpose: 'avatar' });
  if (!prepared.ok) return { ok: false, message: prepared.message };
  const { image } = prepared;
  return { ok: true, dataUrl: `data:${image.mimeType};base64,${image.dataBase64}`, name: image.name };
}
