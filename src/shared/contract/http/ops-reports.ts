import { z } from 'zod';
import { REPORT_REASONS } from '../../domain/messages';
import { REPORT_OUTCOMES, REPORT_STATUSES, contentHideBodySchema, contentUnhideBodySchema, opsReportsQuerySchema, reportTriageBodySchema } from '../../domain/report-triage';
import { REPORT_TARGET_KINDS } from '../../domain/reports';
import { defineRoute } from './route';

const snapshotMessageSchema = z.object({
  senderName: z.string(),
  text: z.string(),
  /** The file name of the message's image, when it had one. */
  attachmentName: z.string().nullable(),
  sentAt: z.string(),
});

/** The reported content as it was when reported, kept whatever its author does with it later. */
export const reportSnapshotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: snapshotMessageSchema }),
  z.object({ kind: z.literal('conversation'), messages: z.array(snapshotMessageSchema) }),
  z.object({ kind: z.literal('gig'), title: z.string(), description: z.string(), credits: z.number().int().nullable() }),
  z.object({ kind: z.literal('review'), text: z.string(), rating: z.number().int(), gigTitle: z.string() }),
  z.object({ kind: z.literal('expert'), displayName: z.string(), userName: z.string(), bio: z.string() }),
]);
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One report in the console's queue. */
const opsReportSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_TARGET_KINDS),
  /** The reported thing's id (an expert's profile id); null for a report of a person without a conversation. */
  targetId: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  ageSeconds: z.number().int(),
  reporter: personSchema,
  reported: personSchema,
  /** Null for reports made before snapshots were kept. */
  snapshot: reportSnapshotSchema.nullable(),
  /** When the gig or review reported is hidden now; null otherwise (and for other kinds). */
  targetHiddenAt: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  outcomeReason: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type OpsReport = z.infer<typeof opsReportSchema>;

const hiddenSchema = z.object({ kind: z.enum(['gig', 'review']), id: z.string(), hiddenAt: z.string().nullable(), reason: z.string().nullable() });

/**
 * The reports queue (support triages; trust and viewers read) and hidden content (trust). Every
 * action also needs a second factor passed in the last 15 minutes, writes an audit row, and answers
 * 409 with what happened when the report or the content changed meanwhile.
 */
export const opsReportRoutes = {
  /** Open (or closed) reports, the oldest first. */
  opsReports: defineRoute({
    method: 'GET',
    path: '/api/ops/reports',
    auth: 'user',
    operator: { area: 'reports', access: 'read' },
    query: opsReportsQuerySchema,
    response: z.object({ reports: z.array(opsReportSchema), page: z.number().int(), hasMore: z.boolean() }),
  }),
  /** Dismiss, warn the reported user, or close for a suspension (done on the account's page); closes the report. */
  opsReportTriage: defineRoute({
    method: 'POST',
    path: '/api/ops/reports/:reportId/triage',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'reports', access: 'act' },
    params: z.object({ reportId: z.string().min(1).max(64) }),
    body: reportTriageBodySchema,
    response: z.object({ report: opsReportSchema }),
  }),
  /** Hides a gig or a review; with `reportId`, also closes that report as 'hide'. */
  opsContentHide: defineRoute({
    method: 'POST',
    path: '/api/ops/content/hide',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'content', access: 'act' },
    body: contentHideBodySchema,
    response: hiddenSchema,
  }),
  opsContentUnhide: defineRoute({
    method: 'POST',
    path: '/api/ops/content/unhide',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'content', access: 'act' },
    body: contentUnhideBodySchema,
    response: hiddenSchema,
  }),
};
