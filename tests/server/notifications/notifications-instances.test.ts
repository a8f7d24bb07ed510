import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';
import { startTwoInstances, type TwoInstances } from '../live/two-instances';

/**
 * Two API instances on one database with REDIS_URL: a notification raised on one
 * reaches the user's sockets on both, and a mark on the other tells them the new count.
 */
describe(`notifications across two API instances with Redis on ${testDbKind()}`, () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b, baseA, baseB } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });
  const on = (base: string, token: string) => instances.on(base, token);

  it('delivers an acceptance made through one instance to the buyer\'s sockets on both', async () => {
    const expert = await createTestExpert(a);
    const gigId = await insertGig(a, expert);
    const buyer = await createTestUser(a);
    await topUp(a, buyer, 100);
    const booking = await bookOk(a, buyer, gigId, { times: inHours(a, 30) });
    const [onA, onB] = await Promise.all([on(baseA, buyer.token), on(baseB, buyer.token)]);
    const accept = await inject(a, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: booking.proposedTimes[0] });
    expect(accept.statusCode).toBe(200);
    const [gotA, gotB] = await Promise.all([onA.next('notification.new'), onB.next('notification.new')]);
    expect(gotA.notification).toMatchObject({ kind: 'booking.accepted', link: `/bookings/${booking._id}` });
    expect(gotB.notification.id).toBe(gotA.notification.id);

    const read = await inject(b, 'POST', '/api/notifications/read-all', buyer, {});
    expect(read.json()).toEqual({ unread: 0 });
    expect((await onA.next('notification.unread')).unread).toBe(0);
  });
});
