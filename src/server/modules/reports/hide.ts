import { REPORT_TRIAGE_MESSAGES, type HideableKind } from '#shared/domain/report-triage';
import type { Db } from '../../db/database';
import type { Queryable } from '../../db/queryable';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../ops/audit';
import { refreshHeldReviews } from '../reviews/held-back';
import { closeReport, openReport } from './close';
import type { Acting, Tell } from './context';

/** A gig or a review as hiding reads it: its owner, the name a notice gives it, and whether it is hidden. */
interface Content {
  id: string;
  ownerId: string;
  name: string;
  link: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

async function contentOf(db: Queryable, kind: HideableKind, id: string): Promise<Content> {
  if (kind === 'gig') {
    const g = await db
      .selectFrom('gigs as g')
      .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['g.id', 'g.title', 'g.hidden_at', 'g.hidden_reason', 'e.user_id', 'u.username'])
      .where('g.id', '=', id)
      .executeTakeFirst();
    if (!g) throw notFound(REPORT_TRIAGE_MESSAGES.contentNotFound(kind));
    const link = `/users/${encodeURIComponent(g.username)}/manage_gigs`;
    return { id: g.id, ownerId: g.user_id, name: g.title, link, hiddenAt: g.hidden_at, hiddenReason: g.hidden_reason };
  }
  const r = await db
    .selectFrom('reviews as r')
    .innerJoin('gigs as g', 'g.id', 'r.gig_id')
    .select(['r.id', 'r.buyer_id', 'r.booking_id', 'r.hidden_at', 'r.hidden_reason', 'g.title'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound(REPORT_TRIAGE_MESSAGES.contentNotFound(kind));
  return { id: r.id, ownerId: r.buyer_id, name: r.title, link: `/bookings/${r.booking_id}`, hiddenAt: r.hidden_at, hiddenReason: r.hidden_reason };
}

/** The answer to hiding what is hidden already: 409 with when and why. */
const alreadyHidden = (kind: HideableKind, c: Content) =>
  new AppError(409, 'ALREADY_HIDDEN', REPORT_TRIAGE_MESSAGES.alreadyHidden(kind, c.hiddenAt ?? ''), { hiddenAt: c.hiddenAt ?? '', reason: c.hiddenReason ?? '' });

/**
 * Sets or clears the content's hidden mark only if it is as read (one statement, so two operators
 * cannot both change it); a hidden review is then held back from every list and rating. The gig's
 * row in the search index follows by the database's triggers.
 */
async function mark(db: Queryable, kind: HideableKind, c: Content, hidden: { at: string; reason: string } | null): Promise<boolean> {
  const table = kind === 'gig' ? 'gigs' : 'reviews';
  const done = await db
    .updateTable(table)
    .set({ hidden_at: hidden?.at ?? null, hidden_reason: hidden?.reason ?? null })
    .where('id', '=', c.id)
    .where('hidden_at', hidden ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (kind === 'review') await refreshHeldReviews(db, { reviewIds: [c.id] });
  return Number(done.numUpdatedRows) > 0;
}

export interface HideInput {
  kind: HideableKind;
  id: string;
  reason: string;
  /** The report this answers: closed as 'hide' with it. */
  reportId?: string | undefined;
  acting: Acting;
  now: Date;
}

const hiddenAnswer = (kind: HideableKind, id: string, at: string | null, reason: string | null) => ({ kind, id, hiddenAt: at, reason });

/**
 * Hides a gig (out of search, its page gone for all but its owner) or a review (out of every list and
 * rating), with one audit row, and closes the report it answers; the owner is told. Hidden already,
 * or the report closed meanwhile: 409 with what happened, nothing written.
 */
export async function hideContent(db: Db, tell: Tell, input: HideInput) {
  const { kind, id, reason, acting, now } = input;
  const at = now.toISOString();
  const content = await db.kysely.transaction().execute(async (trx) => {
    const report = input.reportId === undefined ? null : await openReport(trx, input.reportId);
    if (report && (report.target_kind !== kind || report.target_id !== id)) {
      throw badRequest(REPORT_TRIAGE_MESSAGES.notThisContent, { reportId: REPORT_TRIAGE_MESSAGES.notThisContent });
    }
    const c = await contentOf(trx, kind, id);
    if (c.hiddenAt !== null || !(await mark(trx, kind, c, { at, reason }))) throw alreadyHidden(kind, await contentOf(trx, kind, id));
    if (report) await closeReport(trx, report, 'hide', reason, acting.operatorId, now);
    await recordAudit(trx, {
      operatorId: acting.operatorId,
      role: acting.role,
      action: 'content.hide',
      target: { type: kind, id },
      reason,
      before: { hiddenAt: null },
      after: { hiddenAt: at, ...(report ? { reportId: report.id } : {}) },
      ip: acting.ip,
      requestId: acting.requestId,
      at: now,
    });
    return c;
  });
  await tell({ userId: content.ownerId, subjectId: id, link: content.link }, { event: 'hidden', kind, name: content.name, reason });
  return hiddenAnswer(kind, id, at, reason);
}

/** Shows a hidden gig or review again, with one audit row; the owner is told. Not hidden: 409. */
export async function unhideContent(db: Db, tell: Tell, input: Omit<HideInput, 'reportId'>) {
  const { kind, id, reason, acting, now } = input;
  const content = await db.kysely.transaction().execute(async (trx) => {
    const c = await contentOf(trx, kind, id);
    if (c.hiddenAt === null || !(await mark(trx, kind, c, null))) throw conflict(REPORT_TRIAGE_MESSAGES.notHidden(kind), 'NOT_HIDDEN');
    await recordAudit(trx, {
      operatorId: acting.operatorId,
      role: acting.role,
      action: 'content.unhide',
      target: { type: kind, id },
      reason,
      before: { hiddenAt: c.hiddenAt, reason: c.hiddenReason },
      after: { hiddenAt: null },
      ip: acting.ip,
      requestId: acting.requestId,
      at: now,
    });
    return c;
  });
  await tell({ userId: content.ownerId, subjectId: id, link: content.link }, { event: 'shown', kind, name: content.name });
  return hiddenAnswer(kind, id, null, null);
}
