import { ApiError } from '#api/client';
import { uploadFile } from '#api/upload';

/** Why an upload failed: no URL in the answer, or the server's refusal (its message). */
export type UploadProblem = { kind: 'noUrl' } | { kind: 'failed'; message: string };

export type UploadResult = { ok: true; url: string; warning: string | null } | { ok: false; problem: UploadProblem };

/**
 * POST /api/upload/gallery with the image in the multipart field `files`, reporting progress
 * (0 to 1) as it goes (uploadFile). The answer's first gallery URL is the image's URL; a failure
 * becomes a problem the slot shows in the interface language.
 */
export async function uploadGalleryFile(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<UploadResult> {
  try {
    const answer = await uploadFile('uploadGallery', { field: 'files', blob: file, fileName: name }, onProgress);
    const url = answer.gallery[0];
    return url ? { ok: true, url, warning: answer.warning ?? null } : { ok: false, problem: { kind: 'noUrl' } };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // A 2xx status here means the answer did not have the expected shape: no URL came back.
    const answered = err.status >= 200 && err.status < 300;
    return { ok: false, problem: answered ? { kind: 'noUrl' } : { kind: 'failed', message: err.message } };
  }
}
