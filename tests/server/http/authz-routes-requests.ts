import { randomUUID } from 'node:crypto';
import type { RouteName } from '#shared/contract/http';
import { expertSelf, json, LONG_ID, ownedByExpert, ownedByUser, signedIn, UNKNOWN_QUERY, type RouteCase } from './authz-kit';
import { HOUR, inject } from '../bookings/bookings-fixtures';
import type { World } from './authz-world';

type RequestRoute = Extract<RouteName, `requests${string}`>;

let posted = 0;

/** A request form; each request's window is 3 hours later than the last, so the sessions accepted on them never overlap. */
function requestBody(w: World) {
  posted += 1;
  const start = w.t.clock.now().getTime() + 240 * HOUR + posted * 3 * HOUR;
  return {
    title: 'Help me fix a React rendering bug',
    description: 'My React list re-renders on every keystroke and I cannot find out why.',
    skill: 'Web Development',
    sessionTime: '30 Minutes',
    budgetMin: 10,
    budgetMax: 30,
    windows: [{ start: new Date(start).toISOString(), end: new Date(start + 2 * HOUR).toISOString() }],
    timeZone: 'Europe/Paris',
    language: 'English',
  };
}

const ALL_DAY = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]));

/**
 * A request of ownerBuyer's sent to ownerExpert only (its id a secret), written straight into the
 * database: other routes of the matrix change the owners' skills, gigs and hours, so matching through
 * the API would depend on the order they run in. ownerExpert's hours are set to every hour of every day.
 */
async function ownRequest(w: World): Promise<{ id: string; start: string }> {
  const db = w.t.db.kysely;
  const body = requestBody(w);
  const id = randomUUID();
  const now = w.t.clock.now();
  const iso = now.toISOString();
  const availability = { time_zone: 'UTC', weekly_json: JSON.stringify(ALL_DAY), dates_off_json: '[]', extra_dates_json: '[]', notice_hours: 0, buffer_minutes: 0, max_per_day: null, horizon_days: 60, updated_at: iso };
  await db
    .insertInto('expert_availability')
    .values({ expert_id: w.ownerExpert.expertId, ...availability })
    .onConflict((oc) => oc.column('expert_id').doUpdateSet(availability))
    .execute();
  await db
    .insertInto('requests')
    .values({
      id,
      buyer_id: w.ownerBuyer.id,
      title: body.title,
      description: body.description,
      software: null,
      skill: body.skill,
      session_time: body.sessionTime,
      budget_min: body.budgetMin,
      budget_max: body.budgetMax,
      windows_json: JSON.stringify(body.windows),
      time_zone: body.timeZone,
      language: body.language,
      state: 'open',
      booking_id: null,
      attachments_json: '[]',
      created_at: iso,
      expires_at: new Date(now.getTime() + 7 * 24 * HOUR).toISOString(),
      updated_at: iso,
    })
    .execute();
  await db.insertInto('request_matches').values({ request_id: id, expert_id: w.ownerExpert.expertId, rank: 0, decline_reason: null, created_at: iso }).execute();
  return { id: w.secret(id), start: body.windows[0]?.start ?? '' };
}

/** A request of ownerBuyer's with ownerExpert's offer of their basic package at the window's start. */
async function offered(w: World): Promise<{ id: string; offerId: string; time: string }> {
  const r = await ownRequest(w);
  const res = await inject(w.t, 'POST', `/api/requests/${r.id}/offers`, w.ownerExpert, { credits: 15, sessionTime: '30 Minutes', times: [r.start] });
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.body}`);
  const offerId = res.json<{ request: { offers: Array<{ id: string }> } }>().request.offers[0]?.id ?? '';
  return { id: r.id, offerId: w.secret(offerId), time: r.start };
}

/** The requests' cases of the authorization matrix; see authz-routes.ts. */
export const REQUEST_ROUTE_CASES: Record<RequestRoute, RouteCase> = {
  requestsCreate: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async (w) => ({
      url: '/api/requests',
      valid: async () => {
        // Every caller's earlier requests closed, so the open-requests limit never bites.
        await w.t.db.kysely.updateTable('requests').set({ state: 'closed' }).where('state', '=', 'open').execute();
        return json(requestBody(w));
      },
      invalid: () => json({ ...requestBody(w), title: 'Help' }),
    }),
  },
  requestsMine: { owner: 'buyer', expect: signedIn(200), probe: async () => ({ url: '/api/requests/mine', invalidUrl: `/api/requests/mine${UNKNOWN_QUERY}` }) },
  requestsForYou: { owner: 'expert', expect: expertSelf(200), probe: async () => ({ url: '/api/requests/for-you', invalidUrl: `/api/requests/for-you${UNKNOWN_QUERY}` }) },
  requestsMutes: { owner: 'expert', expect: expertSelf(200), probe: async () => ({ url: '/api/requests/mutes', invalidUrl: `/api/requests/mutes${UNKNOWN_QUERY}` }) },
  requestsMuteSet: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({
      url: '/api/requests/mutes',
      valid: () => json({ kind: 'software', topic: 'Blender', muted: true }),
      invalid: () => json({ kind: 'software', topic: 'Juggling fire', muted: true }),
    }),
  },
  requestsOfferThread: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const o = await offered(w);
      return { url: `/api/requests/${o.id}/offers/${o.offerId}/thread`, valid: () => json({}), invalid: () => json({ text: 'hello' }) };
    },
  },
  requestsGet: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => ({ url: `/api/requests/${(await ownRequest(w)).id}`, invalidUrl: `/api/requests/${LONG_ID}` }),
  },
  requestsClose: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => ({ url: `/api/requests/${(await ownRequest(w)).id}/close`, invalidUrl: `/api/requests/${LONG_ID}/close` }),
  },
  requestsOffer: {
    owner: 'expert',
    owned: true,
    expect: ownedByExpert(201),
    probe: async (w) => {
      const r = await ownRequest(w);
      return {
        url: `/api/requests/${r.id}/offers`,
        valid: () => json({ credits: 15, sessionTime: '30 Minutes', times: [r.start] }),
        invalid: () => json({ credits: 15, sessionTime: '30 Minutes', times: [] }),
      };
    },
  },
  requestsDecline: {
    owner: 'expert',
    owned: true,
    expect: ownedByExpert(200),
    probe: async (w) => ({ url: `/api/requests/${(await ownRequest(w)).id}/decline`, valid: () => json({ reason: 'busy' }), invalid: () => json({ reason: 'bored' }) }),
  },
  requestsAccept: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const o = await offered(w);
      return { url: `/api/requests/${o.id}/offers/${o.offerId}/accept`, valid: () => json({ scheduledAt: o.time }), invalid: () => json({ scheduledAt: 'tomorrow' }) };
    },
  },
};
