import { z } from 'zod';
import { operatorReasonSchema } from './operator-roles';

/**
 * The console's reports queue and hidden content (English: the console is for the team). A report is
 * open until triaged once: dismissed, the reported user warned, the content hidden, or closed for a
 * suspension (done on the account's page). Gigs and reviews are hidden and shown again with a reason.
 */
export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_OUTCOMES = ['dismiss', 'warn', 'hide', 'suspend'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What support decides on the report itself; hiding is the content area's (`opsContentHide`). */
export const REPORT_TRIAGE_ACTIONS = ['dismiss', 'warn', 'suspend'] as const;

/** The content an operator can hide. */
export const HIDEABLE_KINDS = ['gig', 'review'] as const;
export type HideableKind = (typeof HIDEABLE_KINDS)[number];

/** Reports in a page of the queue, oldest first. */
export const OPS_REPORTS_PAGE_SIZE = 25;

export const REPORT_TRIAGE_MESSAGES = {
  notFound: 'There is no such report.',
  alreadyClosed: (outcome: string, at: string) => `This report was already closed (${outcome}) at ${at}.`,
  contentNotFound: (kind: HideableKind) => `There is no such ${kind}.`,
  alreadyHidden: (kind: HideableKind, at: string) => `This ${kind} was already hidden at ${at}.`,
  notHidden: (kind: HideableKind) => `This ${kind} is not hidden.`,
  notThisContent: 'That report is not about this content.',
  page: 'Pages start at 1.',
} as const;

const idSchema = z.string().trim().min(1).max(64);

export const opsReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: z.coerce.number({ error: REPORT_TRIAGE_MESSAGES.page }).int({ error: REPORT_TRIAGE_MESSAGES.page }).min(1, { error: REPORT_TRIAGE_MESSAGES.page }).max(10_000).optional(),
});

export const reportTriageBodySchema = z.object({ action: z.enum(REPORT_TRIAGE_ACTIONS), reason: operatorReasonSchema });

/** Hide a gig or a review: from a report (which is then closed as 'hide') or from its id alone. */
export const contentHideBodySchema = z.object({
  kind: z.enum(HIDEABLE_KINDS),
  id: idSchema,
  reason: operatorReasonSchema,
  reportId: idSchema.optional(),
});
export const contentUnhideBodySchema = contentHideBodySchema.omit({ reportId: true });
