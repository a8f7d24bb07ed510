import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { HOUR, bookOk, confirmSession, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';
import { acceptedBooking } from '../sessions/sessions-fixtures';
import { completeSessions, earningsOf, saveAccount, withdraw } from './earnings-fixtures';

/**
 * The Earnings page's figures follow the bookings: pending while held in accepted
 * bookings, available once released (completed sessions), withdrawn once taken out.
 */
describe(`earnings figures on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a new expert has nothing available, pending or withdrawn, no account and no withdrawals', async () => {
    const expert = await createTestExpert(t);
    expect(await earningsOf(t, expert)).toMatchObject({
      available: 0,
      pending: 0,
      withdrawn: 0,
      balance: 0,
      released: 0,
      payoutAccount: null,
      withdrawals: [],
    });
  });

  it('pending holds accepted bookings only; completing releases them to available', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 60 } });
    // A request not yet accepted is held for the expert but not pending.
    const requester = await createTestUser(t);
    await topUp(t, requester, 60);
    await bookOk(t, requester, gigId, { times: inHours(t, 200) });
    expect(await earningsOf(t, expert)).toMatchObject({ pending: 0, held: 60, available: 0 });

    const first = await acceptedBooking(t, expert, gigId, 1, 60);
    expect(await earningsOf(t, expert)).toMatchObject({ pending: 60, held: 120, available: 0, released: 0 });

    t.clock.advance(2 * HOUR);
    const done = await confirmSession(t, first.booking._id, first.buyer);
    expect(done.statusCode).toBe(200);
    expect(await earningsOf(t, expert)).toMatchObject({
      pending: 0,
      held: 60,
      available: 60,
      released: 60,
      balance: 60,
    });

    await completeSessions(t, expert, gigId, 2, 60);
    const after = await earningsOf(t, expert);
    expect(after).toMatchObject({ pending: 0, available: 180, released: 180, withdrawn: 0, balance: 180 });
  });

  it('a withdrawal moves credits from available to withdrawn and is listed with its masked account', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 80 } });
    await completeSessions(t, expert, gigId, 2, 80);
    expect((await saveAccount(t, expert, { method: 'upi', upiId: 'asha.rao@okhdfc' })).statusCode).toBe(200);
    const res = await withdraw(t, expert, 100);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      available: 60,
      withdrawal: { credits: 100, status: 'requested', destination: 'as•••@okhdfc' },
    });
    const e = await earningsOf(t, expert);
    expect(e).toMatchObject({ available: 60, withdrawn: 100, released: 160, balance: 60, pending: 0 });
    expect(e.payoutAccount).toEqual({ method: 'upi', masked: 'as•••@okhdfc' });
    expect(e.withdrawals).toEqual([
      expect.objectContaining({
        credits: 100,
        status: 'requested',
        method: 'upi',
        destination: 'as•••@okhdfc',
      }),
    ]);
    // The buyer-side history shows the withdrawal too, as a ledger entry.
    const wallet = (await inject(t, 'GET', '/api/wallet', expert)).json<{
      entries: { kind: string; credits: number }[];
    }>();
    expect(wallet.entries.filter((x) => x.kind === 'withdrawal').map((x) => x.credits)).toEqual([-100]);
  });

  it('only earnings are withdrawable: credits the expert bought are not, and earnings spent on bookings are gone', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 120 } });
    await completeSessions(t, expert, gigId, 1, 120);
    await topUp(t, expert, 500);
    expect(await earningsOf(t, expert)).toMatchObject({ available: 120, balance: 620, released: 120 });

    // The expert, as a buyer, spends 600 on another expert's session: only 20 are left at all.
    const other = await createTestExpert(t);
    const otherGig = await insertGig(t, other, { credits: { basic: 600 } });
    await bookOk(t, expert, otherGig, { times: inHours(t, 300) });
    expect(await earningsOf(t, expert)).toMatchObject({ available: 20, balance: 20, released: 120 });
    await saveAccount(t, expert, { method: 'upi', upiId: 'spent@okaxis' });
    const res = await withdraw(t, expert, 100);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
  });
});
