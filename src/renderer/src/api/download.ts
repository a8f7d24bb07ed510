import { apiBase } from './base';
import { ApiError, answerError, networkError } from './client';
import { bridge } from '#platform/bridge';
import type { ApiErrorBody } from '#shared/contract/http';

/**
 * Saves a file the API makes (a CSV, a calendar event): the route needs the bearer token (a plain
 * link would go without it), so the file is fetched, then saved from a blob under `fileName`.
 * A refusal throws the API's error, with its message in the reader's language.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = await bridge.getToken();
  let res: Response;
  try {
    res = await fetch(`${await apiBase()}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw networkError();
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw body && typeof body.message === 'string' ? answerError(res.status, body) : new ApiError(res.status, 'HTTP', res.statusText);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
