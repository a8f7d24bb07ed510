import type { z } from 'zod';
import type { HttpContract, RouteDef } from '#shared/contract/http';
import { bridge } from '#platform/bridge';
import { answerError, ApiError, networkError } from './client';
import { apiBase } from './base';

const routeGroups = () => import('./route-groups');

/** The routes that take a file (multipart). */
type MultipartRoute = 'uploadProfilePicture' | 'uploadGallery' | 'uploadMessageImage' | 'uploadRequestFile';

/**
 * Sends one file to a multipart route of the contract, reporting upload progress (0 to 1) as it
 * goes; XMLHttpRequest because fetch cannot report upload progress. Resolves the parsed answer
 * or throws ApiError as `call` does.
 */
export async function uploadFile<K extends MultipartRoute>(
  name: K,
  file: { field: string; blob: Blob; fileName: string },
  onProgress: (fraction: number) => void = () => undefined,
): Promise<z.output<HttpContract[K]['response']>> {
  const { loadRoute, loadErrorSchema } = await routeGroups();
  const [route, apiErrorSchema, base, token] = await Promise.all([loadRoute(name), loadErrorSchema(), apiBase(), bridge.getToken()]);
  const def: RouteDef = route;
  const form = new FormData();
  form.append(file.field, file.blob, file.fileName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, `${base}${def.path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('load', () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = apiErrorSchema.safeParse(json);
        reject(answerError(xhr.status, error.success ? error.data : null));
        return;
      }
      const parsed = def.response.safeParse(json);
      if (!parsed.success) {
        reject(new ApiError(xhr.status, 'HTTP', 'The server answered something unexpected.'));
        return;
      }
      onProgress(1);
      resolve(parsed.data as z.output<HttpContract[K]['response']>);
    });
    xhr.send(form);
  });
}
