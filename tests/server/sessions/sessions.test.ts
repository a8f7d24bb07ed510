import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/domain/booking';
import { turnCredential } from '#server/modules/sessions/turn';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { startCoturn, turnRelays, type TestCoturn } from '../../helpers/coturn';
import { testDbKind } from '../../helpers/test-db';
import { inject } from '../bookings/bookings-fixtures';
import { acceptedBooking, openRoom } from '../live/live-fixtures';

/**
 * GET /api/sessions/:bookingId: the room as its buyer and expert see it, 404 to anyone
 * else, and ICE servers whose TURN credentials a real coturn (use-auth-secret) accepts: a relay
 * allocation with them succeeds, and fails with a wrong or an expired credential.
 */
describe(`sessions on ${testDbKind()}`, () => {
  let coturn: TestCoturn;
  let t: TestApp;

  beforeAll(async () => {
    coturn = await startCoturn();
    t = await createTestApp({
      TURN_URLS: coturn.turnUrls,
      STUN_URLS: coturn.stunUrls,
      TURN_SECRET: coturn.secret,
    });
  });
  afterAll(async () => {
    await t?.close();
    await coturn?.stop();
  });

  it('shows each side the window, the other side and the server time; no ICE servers before the room opens', async () => {
    const b = await acceptedBooking(t);
    await t.db.kysely
      .updateTable('expert_profiles')
      .set({ profile_picture: '/files/expert-face.jpg' })
      .where('user_id', '=', b.expert.id)
      .execute();
    const expertProfile = await t.db.kysely
      .selectFrom('expert_profiles')
      .selectAll()
      .where('user_id', '=', b.expert.id)
      .executeTakeFirstOrThrow();
    const buyerRow = await t.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', b.buyer.id)
      .executeTakeFirstOrThrow();

    const asBuyer = await inject(t, 'GET', `/api/sessions/${b.id}`, b.buyer);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json().session).toEqual({
      bookingId: b.id,
      viewerRole: 'buyer',
      stage: 'accepted',
      gigTitle: 'I will help you debug your React application live',
      packageTitle: 'basic package',
      sessionTime: '30 Minutes',
      extraTime: '10 Minutes',
      other: {
        userId: b.expert.id,
        name: expertProfile.display_name,
        username: expertProfile.user_name,
        avatarUrl: '/files/expert-face.jpg',
      },
      window: {
        opensAt: b.window.opensAt.toISOString(),
        startsAt: b.scheduledAt,
        bookedEndsAt: b.window.bookedEndsAt.toISOString(),
        closesAt: b.window.closesAt.toISOString(),
      },
      serverNow: t.clock.now().toISOString(),
      iceServers: [],
      settlement: null,
      credits: 10,
    });
    const asExpert = (await inject(t, 'GET', `/api/sessions/${b.id}`, b.expert)).json().session;
    expect(asExpert.viewerRole).toBe('expert');
    expect(asExpert.other).toEqual({
      userId: b.buyer.id,
      name: buyerRow.name,
      username: buyerRow.username,
      avatarUrl: null,
    });
  });

  it('answers 404 to anyone but the two sides, as for a booking that does not exist, and 401 without a session', async () => {
    const b = await acceptedBooking(t);
    const stranger = await createTestUser(t);
    for (const url of [
      `/api/sessions/${b.id}`,
      `/api/sessions/${b.id}/chat`,
      '/api/sessions/no-such-booking',
    ]) {
      const res = await inject(t, 'GET', url, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: BOOKING_NOT_FOUND_MESSAGE });
      expect((await inject(t, 'GET', url, null)).statusCode).toBe(401);
    }
  });

  it('hands out STUN and TURN in the window, with credentials coturn accepts until the window closes', async () => {
    // coturn checks the expiry against the real clock: the window is an hour from now.
    t.clock.set(new Date());
    const b = await acceptedBooking(t);
    openRoom(t, b);
    const { iceServers } = (await inject(t, 'GET', `/api/sessions/${b.id}`, b.buyer)).json().session;
    const expiry = Math.floor(b.window.closesAt.getTime() / 1000);
    expect(iceServers).toEqual([
      { urls: [coturn.stunUrls] },
      {
        urls: coturn.turnUrls.split(','),
        username: `${expiry}:${b.buyer.id}`,
        credential: expect.any(String),
      },
    ]);
    const turn = iceServers[1];
    expect(await turnRelays(coturn.port, turn.username, turn.credential)).toBe(true);
    expect(
      await turnRelays(
        coturn.port,
        turn.username,
        turnCredential('another-secret-entirely', b.buyer.id, b.window.closesAt).credential,
      ),
    ).toBe(false);
    const expired = turnCredential(coturn.secret, b.buyer.id, new Date(Date.now() - 60_000));
    expect(await turnRelays(coturn.port, expired.username, expired.credential)).toBe(false);
  });
});
