import { randomUUID } from 'node:crypto';
import { REPORTS_PER_DAY, REPORT_TEXTS, type ReportBody } from '#shared/domain/reports';
import type { Queryable } from '../../db/queryable';
import { AppError, badRequest, tooManyRequests } from '../../http/errors';
import { resolveTarget } from './snapshot';

const DAY_MS = 24 * 3600 * 1000;

/** The answer to a second report of the same thing while the first is open. */
export const REPORT_OPEN_CODE = 'REPORT_OPEN';

/**
 * Keeps a report with a copy of what it is about. Refused: reporting one's own content (400 SELF),
 * over the daily number (429), and the same thing again while the caller's report of it is open (409).
 */
export async function createReport(db: Queryable, reporterId: string, body: ReportBody, now: Date): Promise<void> {
  const target = await resolveTarget(db, reporterId, body.kind, body.id);
  if (target.reportedId === reporterId) throw badRequest(REPORT_TEXTS.ownContent, undefined, 'SELF');
  const recent = await db
    .selectFrom('user_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= REPORTS_PER_DAY) throw tooManyRequests(REPORT_TEXTS.perDay);
  const open = await db
    .selectFrom('user_reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_kind', '=', body.kind)
    .where('target_id', '=', target.targetId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) throw new AppError(409, REPORT_OPEN_CODE, REPORT_TEXTS.alreadyOpen);
  await db
    .insertInto('user_reports')
    .values({
      id: randomUUID(),
      reporter_id: reporterId,
      reported_id: target.reportedId,
      conversation_id: target.conversationId,
      reason: body.reason,
      details: body.details && body.details.length > 0 ? body.details : null,
      created_at: now.toISOString(),
      target_kind: body.kind,
      target_id: target.targetId,
      snapshot_json: JSON.stringify(target.snapshot),
      status: 'open',
    })
    .execute();
}
