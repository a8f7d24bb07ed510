import { describe, expect, it } from 'vitest';
import { OPS_MONEY_MESSAGES, buyerShareOfRefund, opsCancelBookingBodySchema, opsReconcileBodySchema, opsResettleBodySchema } from './ops-money';

describe("the console's money rules", () => {
  it('gives the buyer every credit on a full refund and a share below all of them on a partial one', () => {
    expect(buyerShareOfRefund({ kind: 'full' }, 10)).toBe(10);
    expect(buyerShareOfRefund({ kind: 'partial', buyerCredits: 0 }, 10)).toBe(0);
    expect(buyerShareOfRefund({ kind: 'partial', buyerCredits: 9 }, 10)).toBe(9);
    expect(buyerShareOfRefund({ kind: 'partial', buyerCredits: 10 }, 10)).toBeNull();
  });

  it('refuses a refund that is no whole number of credits, or of no known kind, with its message', () => {
    const messages = (body: unknown) => (opsCancelBookingBodySchema.safeParse(body).error?.issues ?? []).map((i) => i.message);
    expect(messages({ refund: { kind: 'partial', buyerCredits: 1.5 }, reason: 'Fair share' })).toEqual([OPS_MONEY_MESSAGES.buyerCreditsWhole]);
    expect(messages({ refund: { kind: 'partial', buyerCredits: -1 }, reason: 'Fair share' })).toEqual([OPS_MONEY_MESSAGES.buyerCreditsWhole]);
    expect(messages({ refund: { kind: 'half' }, reason: 'Fair share' })).toEqual([OPS_MONEY_MESSAGES.refundKind]);
    expect(messages({ refund: { kind: 'full' }, reason: 'Fair share' })).toEqual([]);
  });

  it('settles again only in a settlement stage, and reconciles only a real day', () => {
    expect(opsResettleBodySchema.safeParse({ outcome: 'cancelled', reason: 'Not a settlement' }).error?.issues[0]?.message).toBe(OPS_MONEY_MESSAGES.outcome);
    expect(opsResettleBodySchema.safeParse({ outcome: 'not_held', reason: 'Nobody came' }).success).toBe(true);
    expect(opsReconcileBodySchema.safeParse({ day: '2026-02-30', reason: 'Check' }).error?.issues[0]?.message).toBe(OPS_MONEY_MESSAGES.day);
    expect(opsReconcileBodySchema.safeParse({ reason: 'Check today' }).success).toBe(true);
  });
});
