import { z } from 'zod';
import { englishReportsText } from '#shared/i18n/english-reports';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './messages';

/**
 * Reports of content for moderation: what can be reported, the limits on reporting, and the refusals.
 * The reasons and the longest text are the conversation report's (./messages), one list for every kind.
 */
export const REPORT_TARGET_KINDS = ['message', 'conversation', 'gig', 'review', 'expert'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports one account may send in any 24 hours. */
export const REPORTS_PER_DAY = 10;
/** A conversation's report keeps this many of its latest messages. */
export const REPORT_CONVERSATION_MESSAGES = 20;

export const REPORT_TEXTS = {
  perDay: englishReportsText('reports:perDay', { max: REPORTS_PER_DAY }),
  alreadyOpen: englishReportsText('reports:alreadyOpen'),
  ownContent: englishReportsText('reports:ownContent'),
  notFound: englishReportsText('reports:notFound'),
  sent: englishReportsText('reports:sent'),
} as const;

/**
 * What a report names: the kind and its id (an expert by their page's name, `userName`; anything
 * else by its id), why, and an optional text.
 */
export const reportBodySchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.string().trim().min(1).max(100),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
