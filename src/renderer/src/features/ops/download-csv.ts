import { apiBase } from '#api/base';
import { ApiError, answerError, networkError } from '#api/client';
import { queryString, type UrlValues } from '#api/request-url';
import { bridge } from '#platform/bridge';
import type { ApiErrorBody } from '#shared/contract/http';

/**
 * Downloads the audit trail's CSV for the filters shown: the route needs the bearer token (a plain
 * link would go without it), so the file is fetched, then saved from a blob under the server's name.
 */
export async function downloadAuditCsv(filters: UrlValues): Promise<void> {
  const token = await bridge.getToken();
  let res: Response;
  try {
    res = await fetch(`${await apiBase()}/api/ops/audit.csv${queryString(filters)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
  link.download = 'audit-trail.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
