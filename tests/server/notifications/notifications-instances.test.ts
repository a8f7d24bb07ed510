import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite } from '#server/db/database';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';
import { listen } from '../live/live-fixtures';

/**
 * Two API instances on one database with REDIS_URL: a notification raised on one
 * reaches the user's sockets on both, and a mark on the other tells them the new count.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`notifications across two API instances with Redis on ${testDbKind()}`, () => {
  let a: TestApp;
  let b: TestApp;
  const clients: LiveTestClient[] = [];
  const on = async (base: string, token: string) => {
    const client = await signedInLive(base, token);
    clients.push(client);
    return client;
  };
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    const db = await createTestDb();
    const second = db.url ? openPostgres(db.url) : openSqlite(db.file ?? '');
    const env = { REDIS_URL, RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE: '100000' };
    a = await createTestApp(env, { db });
    b = await createTestApp(env, { db: second });
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await b?.close();
    await a?.close();
  });

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
