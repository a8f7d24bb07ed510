import { z } from 'zod';
import { OPERATOR_AREAS, operatorReasonSchema } from './operator-roles';

/**
 * The console's read rules: searching accounts, the trail's filters, and the reason that opens a
 * user's private data. The console is in English (docs/decisions/operations.md).
 */

/** A search looks up names, emails and usernames from their start, or one account by its exact id. */
export const OPS_SEARCH_MIN = 2;
export const OPS_SEARCH_MAX = 100;
export const OPS_SEARCH_PAGE_SIZE = 25;
/** Deeper pages than this are not offered: narrow the search instead. */
export const OPS_SEARCH_MAX_PAGE = 40;

export const OPS_SEARCH_MESSAGES = {
  tooShort: `Type at least ${OPS_SEARCH_MIN} characters of a name, email or username, or an account id.`,
  tooLong: `A search has at most ${OPS_SEARCH_MAX} characters.`,
  page: `Pages run from 1 to ${OPS_SEARCH_MAX_PAGE}: narrow the search to see further.`,
} as const;

const pageSchema = z.coerce
  .number({ error: OPS_SEARCH_MESSAGES.page })
  .int({ error: OPS_SEARCH_MESSAGES.page })
  .min(1, { error: OPS_SEARCH_MESSAGES.page })
  .max(OPS_SEARCH_MAX_PAGE, { error: OPS_SEARCH_MESSAGES.page });

export const opsUserSearchQuerySchema = z.object({
  q: z
    .string({ error: OPS_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(OPS_SEARCH_MIN, { error: OPS_SEARCH_MESSAGES.tooShort })
    .max(OPS_SEARCH_MAX, { error: OPS_SEARCH_MESSAGES.tooLong }),
  page: pageSchema.optional(),
});
export type OpsUserSearchQuery = z.infer<typeof opsUserSearchQuerySchema>;

/**
 * A user's page shows the profile, gigs, bookings and signed-in devices to any operator who may see
 * users; the private part (the wallet's ledger, payouts, conversations) opens only with a reason,
 * which is kept in the audit trail as a `users.view_private` row.
 */
export const opsUserQuerySchema = z.object({ reason: operatorReasonSchema.optional() });
export const OPS_VIEW_PRIVATE_ACTION = 'users.view_private';

/** The trail's pages and its CSV: at most this many rows in one file (narrow the filters for more). */
export const OPS_AUDIT_PAGE_SIZE = 50;
export const OPS_AUDIT_CSV_MAX_ROWS = 10_000;

export const OPS_AUDIT_MESSAGES = {
  time: 'Give a date and time such as 2026-03-01T10:00:00Z.',
  action: 'An action is an area and a verb, such as users.view_private.',
  id: 'An id has 1 to 64 characters.',
  cursor: 'This page link is not valid any more: start from the first page.',
  range: 'The start of the time range must be before its end.',
} as const;

const idSchema = z.string().trim().min(1, { error: OPS_AUDIT_MESSAGES.id }).max(64, { error: OPS_AUDIT_MESSAGES.id });
const timeSchema = z.iso.datetime({ offset: true, error: OPS_AUDIT_MESSAGES.time }).transform((t) => new Date(t).toISOString());
const actionPattern = new RegExp(`^(${OPERATOR_AREAS.join('|')})\\.[a-z_]{1,40}$`);

/** The trail's filters (each optional, all must hold); `afterAt`/`afterId`: the next page starts after that row. */
export const opsAuditQuerySchema = z
  .object({
    operatorId: idSchema.optional(),
    targetType: z.string().trim().min(1).max(32).optional(),
    targetId: idSchema.optional(),
    action: z.string().trim().regex(actionPattern, { error: OPS_AUDIT_MESSAGES.action }).optional(),
    from: timeSchema.optional(),
    to: timeSchema.optional(),
    afterAt: z.iso.datetime({ error: OPS_AUDIT_MESSAGES.cursor }).optional(),
    afterId: idSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { error: OPS_AUDIT_MESSAGES.range, path: ['to'] })
  .refine((q) => (q.afterAt === undefined) === (q.afterId === undefined), { error: OPS_AUDIT_MESSAGES.cursor, path: ['afterId'] });
export type OpsAuditQuery = z.infer<typeof opsAuditQuerySchema>;

/** The disputes waiting for support, oldest deadline first: this many a page, pages as for a search. */
export const OPS_DISPUTES_PAGE_SIZE = 25;

export const opsDisputesQuerySchema = z.object({ page: pageSchema.optional() });
export type OpsDisputesQuery = z.infer<typeof opsDisputesQuerySchema>;
