import { z } from 'zod';

/**
 * What a ledger entry is about, kept as a key and its values, so it is shown translated, not as an English
 * sentence: the wallet and earnings pages write it in the reader's language
 * (src/renderer/src/features/wallet/ledger-note.ts), whatever language the entry was made in.
 * Credits are a number, so each language writes them with its own plural and digits.
 */
export const REFUND_REASONS = [
  'declined',
  'cancelled',
  'expired',
  'expert_no_show',
  'not_held',
  // Not a stage: the buyer's share of an accepted session cancelled late (domain/session-cancellation).
  'cancelled_late',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const ledgerNoteSchema = z.discriminatedUnion('key', [
  /** A booking's credits held: the gig and the package booked. */
  z.object({ key: z.literal('held'), gig: z.string(), package: z.string() }),
  /** A booking's credits released to its expert. */
  z.object({ key: z.literal('earned'), gig: z.string(), package: z.string() }),
  /** A booking's credits given back to its buyer, and why. */
  z.object({ key: z.literal('refund'), gig: z.string(), reason: z.enum(REFUND_REASONS) }),
  /** The late-cancellation fee of an accepted session, paid to its expert for the time they kept. */
  z.object({ key: z.literal('lateCancellation'), gig: z.string() }),
  /** Credits bought through the payment provider (in its test mode or not). */
  z.object({ key: z.literal('bought'), credits: z.number(), testMode: z.boolean() }),
  /** The credits of Pro for buyers' bundle, given with one paid period of the plan. */
  z.object({ key: z.literal('proBundle'), credits: z.number(), period: z.enum(['monthly', 'yearly']) }),
  /** Credits taken out to a payout account (masked). */
  z.object({ key: z.literal('withdrew'), credits: z.number(), account: z.string() }),
  /** A failed payout's credits returned, with the provider's reason as it gave it. */
  z.object({ key: z.literal('payoutReturned'), credits: z.number(), account: z.string(), reason: z.string() }),
  /** Credits moved by a dispute's decision about a booking's session. */
  z.object({ key: z.literal('disputed'), gig: z.string() }),
  /** Credits moved when support settled a booking's session again. */
  z.object({ key: z.literal('corrected'), gig: z.string() }),
  /** The platform's fee on a session's earnings (taken, or given back), at the booking's percent. */
  z.object({ key: z.literal('platformFee'), gig: z.string(), percent: z.number() }),
]);
export type LedgerNote = z.infer<typeof ledgerNoteSchema>;

/** A stored note read back: null for an entry made before notes (its description says it) or one that does not parse. */
export function readLedgerNote(json: string | null): LedgerNote | null {
  if (!json) return null;
  try {
    const parsed = ledgerNoteSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
