import { apiErrorSchema, httpContract } from '../../../../../shared/contract/http';
import { apiBase } from '../../../api/base';
import { bridge } from '../../../platform/bridge';

export const NO_GALLERY_URL_MESSAGE = 'No gallery URL returned.';
export const uploadFailedMessage = (message: string) => `Upload failed: ${message}`;

export type UploadResult = { ok: true; url: string; warning: string | null } | { ok: false; message: string };

/**
 * POST /api/upload/gallery with the image in the multipart field `files`, reporting progress
 * (0 to 1) as it goes; XMLHttpRequest because fetch cannot report upload progress. The answer's
 * first gallery URL is the image's URL.
 */
export async function uploadGalleryFile(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<UploadResult> {
  const [base, token] = await Promise.all([apiBase(), bridge.getToken()]);
  const form = new FormData();
  form.append('files', file, name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base}${httpContract.uploadGallery.path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('error', () => resolve({ ok: false, message: uploadFailedMessage('Something went wrong!') }));
    xhr.addEventListener('load', () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = apiErrorSchema.safeParse(json);
        const message = error.success ? error.data.message : `HTTP error! status: ${xhr.status}`;
        resolve({ ok: false, message: uploadFailedMessage(message) });
        return;
      }
      onProgress(1);
      const parsed = httpContract.uploadGallery.response.safeParse(json);
      const url = parsed.success ? parsed.data.gallery[0] : undefined;
      if (!parsed.success || !url) resolve({ ok: false, message: NO_GALLERY_URL_MESSAGE });
      else resolve({ ok: true, url, warning: parsed.data.warning ?? null });
    });
    xhr.send(form);
  });
}
