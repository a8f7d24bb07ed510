import { downloadFile } from '#api/download';
import { queryString, type UrlValues } from '#api/request-url';

/** Downloads the audit trail's CSV for the filters shown. */
export const downloadAuditCsv = (filters: UrlValues): Promise<void> => downloadFile(`/api/ops/audit.csv${queryString(filters)}`, 'audit-trail.csv');
