import { randomUUID } from 'node:crypto';
import { OPERATOR_REASON_REQUIRED_MESSAGE, operatorReasonSchema, type OperatorRole } from '#shared/domain/operator-roles';
import type { Queryable } from '../../db/queryable';
import { badRequest } from '../../http/errors';

/** Values an audit row keeps before and after a change (stored as JSON). */
export type AuditValues = Readonly<Record<string, unknown>>;

/** One operator action as the code records it. */
export interface AuditEntry {
  /** Null: the command line on the server's machine. */
  operatorId: string | null;
  role: OperatorRole;
  /** `<area>.<verb>`, e.g. roles.grant. */
  action: string;
  target: { type: string; id: string };
  reason: string;
  before: AuditValues | null;
  after: AuditValues | null;
  ip: string | null;
  requestId: string | null;
  at: Date;
}

export type AuditRecord = Omit<AuditEntry, 'at'> & { id: string; at: string };

/**
 * Writes one audit row. Pass the transaction of the change it records, so both are kept or neither.
 * A reason that breaks the shared rule is refused (400) before anything is written.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<AuditRecord> {
  const reason = operatorReasonSchema.safeParse(entry.reason);
  if (!reason.success) {
    const message = reason.error.issues[0]?.message ?? OPERATOR_REASON_REQUIRED_MESSAGE;
    throw badRequest(message, { reason: message });
  }
  const record: AuditRecord = { ...entry, reason: reason.data, id: randomUUID(), at: entry.at.toISOString() };
  await tx
    .insertInto('audit_log')
    .values({
      id: record.id,
      operator_id: record.operatorId,
      role: record.role,
      action: record.action,
      target_type: record.target.type,
      target_id: record.target.id,
      reason: record.reason,
      before_json: record.before === null ? null : JSON.stringify(record.before),
      after_json: record.after === null ? null : JSON.stringify(record.after),
      ip: record.ip,
      request_id: record.requestId,
      created_at: record.at,
    })
    .execute();
  return record;
}

/** The console's pages of the trail: newest first, at most this many rows each. */
export const AUDIT_PAGE_MAX = 100;
const AUDIT_PAGE_DEFAULT = 50;

/** Where the last page ended: the next page starts after this row. */
export interface AuditCursor {
  at: string;
  id: string;
}

export interface AuditFilters {
  operatorId?: string;
  target?: { type?: string | undefined; id?: string | undefined };
  action?: string;
  /** ISO times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  after?: AuditCursor;
  limit?: number;
}

const parsed = (json: string | null): AuditValues | null => (json === null ? null : (JSON.parse(json) as AuditValues));

/** A page of the trail matching every filter given, newest first, and where the next page starts (null: none). */
export async function listAudit(db: Queryable, filters: AuditFilters = {}): Promise<{ entries: AuditRecord[]; next: AuditCursor | null }> {
  const limit = Math.min(Math.max(1, Math.trunc(filters.limit ?? AUDIT_PAGE_DEFAULT)), AUDIT_PAGE_MAX);
  const { operatorId, target, action, from, to, after } = filters;
  let query = db.selectFrom('audit_log').selectAll();
  if (operatorId !== undefined) query = query.where('operator_id', '=', operatorId);
  if (target?.type !== undefined) query = query.where('target_type', '=', target.type);
  if (target?.id !== undefined) query = query.where('target_id', '=', target.id);
  if (action !== undefined) query = query.where('action', '=', action);
  if (from !== undefined) query = query.where('created_at', '>=', from);
  if (to !== undefined) query = query.where('created_at', '<', to);
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const entries = rows.slice(0, limit).map(
    (r): AuditRecord => ({
      id: r.id,
      operatorId: r.operator_id,
      role: r.role,
      action: r.action,
      target: { type: r.target_type, id: r.target_id },
      reason: r.reason,
      before: parsed(r.before_json),
      after: parsed(r.after_json),
      ip: r.ip,
      requestId: r.request_id,
      at: r.created_at,
    }),
  );
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? { at: last.at, id: last.id } : null };
}
