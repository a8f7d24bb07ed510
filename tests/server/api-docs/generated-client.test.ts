import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_CLIENT_TYPES, COMMITTED_DOCUMENT, clientTypesOf } from '#scripts/api-document-path';
import type { paths } from '../../api-client/openapi-types';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig } from '../../helpers/gigs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const PASSWORD = 'Curious#2026';
const HOUR = 3600_000;

/**
 * The document is enough to use the API: a client generated from it alone (openapi-typescript's
 * types, openapi-fetch's calls, no import of our code) signs a buyer up, verifies the address from
 * the mail, searches, buys credits and books, over HTTP against a real server.
 */
describe('a client generated from the API document', () => {
  let t: TestApp;
  let baseUrl: string;
  let gigTitle: string;
  beforeAll(async () => {
    t = await createTestApp();
    const expert = await createTestExpert(t);
    const gigId = await createTestGig(t, expert, { title: 'Rigging a character in Blender, step by step' });
    gigTitle = (await t.app.inject({ method: 'GET', url: `/api/gigs/${gigId}` })).json<{ title: string }>().title;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('has its types generated from the committed document', async () => {
    expect((await clientTypesOf(readFileSync(COMMITTED_DOCUMENT, 'utf8'))) === readFileSync(COMMITTED_CLIENT_TYPES, 'utf8')).toBe(true);
  });

  it('signs up, verifies, searches and books', async () => {
    const api = createClient<paths>({ baseUrl });
    const email = 'journey@example.com';

    const signup = await api.POST('/api/users/signup', { body: { name: 'Journey Buyer', emailOrUsername: email, password: PASSWORD } });
    expect(signup.response.status).toBe(201);
    const mail = await t.smtp.waitFor(email);
    const link = new URL(mail.links[0] ?? 'http://invalid/');

    const login = await api.POST('/api/users/login', { body: { emailOrUsername: email, password: PASSWORD } });
    const token = login.data?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login.error)}`);
    const headers = { authorization: `Bearer ${token}` };

    const verified = await api.GET('/api/users/verify-email', { params: { query: { token: link.searchParams.get('token') ?? '' } }, headers });
    expect(verified.response.status).toBe(200);
    const me = await api.GET('/api/users/me', { headers });
    expect(me.data?.user.emailVerified).toBe(true);

    const found = await api.GET('/api/gigs/search', { params: { query: { keyword: 'Rigging' } } });
    expect(found.response.status).toBe(200);
    const gig = found.data?.items.find((g) => g.title === gigTitle);
    if (!gig) throw new Error(`the gig is not found: ${JSON.stringify(found.data)}`);

    const topUp = await api.POST('/api/wallet/checkout', { body: { credits: 500 }, headers });
    expect(topUp.error).toBeUndefined();
    expect(topUp.response.status).toBe(201);
    expect(topUp.data?.paymentId).toEqual(expect.any(String));

    const now = t.clock.now().getTime();
    const booked = await api.POST('/api/bookings', {
      body: {
        gigId: gig.id,
        tier: 'basic',
        proposedTimes: [new Date(now + 24 * HOUR).toISOString(), new Date(now + 48 * HOUR).toISOString()],
        note: 'Booked by a client made from the API document.',
        timeZone: 'Europe/Paris',
      },
      headers,
    });
    expect(booked.error).toBeUndefined();
    expect(booked.response.status).toBe(201);
    expect(booked.data?.booking.gigTitle).toBe(gigTitle);
    expect(booked.data?.booking.id).toEqual(expect.any(String));

    // A refusal comes back as the document's error shape.
    const again = await api.GET('/api/bookings/{bookingId}', { params: { path: { bookingId: 'no-such-booking' } }, headers });
    expect(again.response.status).toBe(404);
    expect(again.error).toMatchObject({ code: expect.any(String) as unknown, message: expect.any(String) as unknown });
  });
});
