import { randomUUID } from 'node:crypto';
import type { RouteName } from '#shared/contract/http';
import type { Actor, Caller, World } from './authz-world';
import type { RouteCase, Send } from './authz-routes';

/** The withdrawal routes' cases of the authorization matrix; see authz-routes.ts. */
const expertSelf = (valid: number) => ({
  valid: { anonymous: 401, buyer: 403, otherExpert: valid, owner: valid } satisfies Record<Actor, number>,
  invalid: { anonymous: 401, buyer: 403, otherExpert: 400, owner: 400 } satisfies Record<Actor, number>,
});
const json = (payload: object): Send => ({ payload });

/** Gives an expert caller 150 released credits and a saved UPI id, straight in the database, so a withdrawal of 100 is valid. */
async function earningsFor(w: World, caller: Caller | null): Promise<void> {
  const user = [w.ownerExpert, w.otherExpert].find((u) => u === caller);
  if (!user) return;
  const now = w.t.clock.now().toISOString();
  await w.t.db.kysely
    .insertInto('wallet_ledger')
    .values({
      id: randomUUID(),
      user_id: user.id,
      kind: 'release',
      credits: 150,
      description: 'matrix release',
      created_at: now,
    })
    .execute();
  await w.t.db.kysely
    .insertInto('payout_accounts')
    .values({
      user_id: user.id,
      method: 'upi',
      details_json: JSON.stringify({ method: 'upi', upiId: 'matrix@okhdfc' }),
      masked: 'ma•••@okhdfc',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export const PAYOUT_ROUTE_CASES: Record<
  Extract<RouteName, 'walletPayoutAccountSave' | 'walletWithdraw'>,
  RouteCase
> = {
  walletPayoutAccountSave: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({
      url: '/api/wallet/payout-account',
      valid: () =>
        json({ method: 'bank', holderName: 'Asha Rao', accountNumber: '123456789012', ifsc: 'HDFC0001234' }),
      invalid: () =>
        json({ method: 'bank', holderName: 'Asha Rao', accountNumber: '12ab', ifsc: 'HDFC1234' }),
    }),
  },
  walletWithdraw: {
    owner: 'expert',
    expect: expertSelf(201),
    probe: async (w) => ({
      url: '/api/wallet/withdrawals',
      valid: async (caller) => {
        await earningsFor(w, caller);
        return json({ credits: 100 });
      },
      invalid: () => json({ credits: 99 }),
    }),
  },
};
