import type { AuditRecord } from './audit';

/** Cells a spreadsheet would run as a formula start with one of these (and tab or carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would read as a formula gets a leading apostrophe,
 * so an operator's reason or a user's name never runs when the file is opened; a cell holding a
 * comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export const AUDIT_CSV_COLUMNS = [
  'at',
  'operator_id',
  'role',
  'action',
  'target_type',
  'target_id',
  'reason',
  'before',
  'after',
  'ip',
  'request_id',
  'id',
] as const;

const json = (values: AuditRecord['before']) => (values === null ? null : JSON.stringify(values));

/** The rows as a CSV document: a header, then one line per row, CRLF line ends. */
export function auditCsv(rows: readonly AuditRecord[]): string {
  const lines = rows.map((r) =>
    [r.at, r.operatorId, r.role, r.action, r.target.type, r.target.id, r.reason, json(r.before), json(r.after), r.ip, r.requestId, r.id]
      .map(csvCell)
      .join(','),
  );
  return [AUDIT_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
