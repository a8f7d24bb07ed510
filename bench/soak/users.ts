import { randomUUID } from 'node:crypto';
import { createRng, type Rng } from '#server/seed/demo/random';
import { PRICING_TIERS } from '#shared/domain/gig-pricing';
import { EXPERTISE_LEVELS, SORT_OPTIONS } from '#shared/domain/search';
import type { Answer, SoakClient } from './client';
import { SOAK_PASSWORD, type SoakAccount, type SoakGig } from './setup';

const HOUR = 3600 * 1000;
const START_CREDITS = 10_000;
/** The wallet route allows 20 top-ups per 10 minutes per account; the soak stays under it. */
const MAX_TOPUPS = 15;

interface BookingJson {
  _id: string;
  stage: string;
  proposedTimes: string[];
}

/** What the clients were told: the evidence the end-of-run checks compare the database with. */
export interface Told {
  /** requestId → the booking ids answered (201) for it. */
  byRequest: Map<string, Set<string>>;
  /** booking id → its buyer and request id. */
  bookings: Map<string, { buyerId: string; requestId: string }>;
  /** The request ids sent twice at once. */
  twice: Set<string>;
  /** buyer id → credits of the top-ups answered paid. */
  topups: Map<string, number>;
  /** buyer id → the wallet GET /api/wallet answered after the traffic stopped. */
  finalWallets: Map<string, { balance: number; held: number }>;
}

export const newTold = (): Told => ({
  byRequest: new Map(),
  bookings: new Map(),
  twice: new Set(),
  topups: new Map(),
  finalWallets: new Map(),
});

export interface SoakTraffic {
  client: SoakClient;
  gigs: SoakGig[];
  experts: string[];
  keywords: string[];
  deadline: number;
  told: Told;
}

/** Each virtual user's own address, so per-IP limits see 200 people, not one. */
const ipOf = (n: number) => `10.${40 + Math.floor(n / 65536)}.${Math.floor(n / 256) % 256}.${n % 256}`;

const tokenOf = (a: Answer): string | null =>
  a.status === 200 ? ((a.body as { token?: string } | null)?.token ?? null) : null;

async function signIn(w: SoakTraffic, account: SoakAccount, ip: string, kind: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const token = tokenOf(
      await w.client.send(kind, 'POST', '/api/users/login', {
        ip,
        body: { emailOrUsername: account.email, password: SOAK_PASSWORD },
      }),
    );
    if (token) return token;
  }
  throw new Error(`${account.email} could not sign in`);
}

/** A gig page as the browser loads it: the gig, then its reviews. */
async function browseGig(w: SoakTraffic, rng: Rng, ip: string, token: string | null): Promise<void> {
  const gig = rng.pick(w.gigs);
  await w.client.send('browse gig', 'GET', `/api/public/gigs/${gig.id}`, { ip, token });
  await w.client.send('browse reviews', 'GET', `/api/reviews/gigs/${gig.id}`, { ip, token });
}

async function browseExpert(w: SoakTraffic, rng: Rng, ip: string, token: string | null): Promise<void> {
  await w.client.send(
    'browse expert',
    'GET',
    `/api/public/experts/${encodeURIComponent(rng.pick(w.experts))}`,
    { ip, token },
  );
}

async function search(w: SoakTraffic, rng: Rng, ip: string, token: string | null): Promise<void> {
  const q = new URLSearchParams({ keyword: rng.chance(0.1) ? '' : rng.pick(w.keywords) });
  if (rng.chance(0.3)) q.set('sortBy', rng.pick(SORT_OPTIONS));
  if (rng.chance(0.2)) q.set('expertise', rng.pick(EXPERTISE_LEVELS));
  if (rng.chance(0.2)) q.set('page', String(rng.int(1, 3)));
  await w.client.send('search', 'GET', `/api/gigs/search?${q.toString()}`, { ip, token });
}

/** 1–3 distinct start times on the hour, 2 hours to 50 days ahead. */
function proposedTimes(rng: Rng): string[] {
  const base = Math.ceil(Date.now() / HOUR) * HOUR;
  const hours = rng.sample(
    Array.from({ length: 50 * 24 }, (_, i) => i + 2),
    rng.int(1, 3),
  );
  return hours.map((h) => new Date(base + h * HOUR).toISOString());
}

export interface Session {
  account: SoakAccount;
  n: number;
  ip: string;
  token: string;
  rng: Rng;
  topups: number;
}

/** Signs a virtual user in; a buyer also buys its first credits. Done by all at once before the clock starts. */
const FIRST_SIGN_IN = 'sign in (all at once)';
const FIRST_TOP_UP = 'top up (first)';
/** The kinds of request made while everyone arrives, before the clock starts. */
export const ARRIVAL_KINDS = [FIRST_SIGN_IN, FIRST_TOP_UP];

export async function arrive(
  w: SoakTraffic,
  account: SoakAccount,
  n: number,
  role: 'buyer' | 'expert',
): Promise<Session> {
  const ip = ipOf(n);
  const session: Session = {
    account,
    n,
    ip,
    token: await signIn(w, account, ip, FIRST_SIGN_IN),
    rng: createRng(7919 * (n + 1)),
    topups: 0,
  };
  if (role === 'buyer') await topUp(w, session, FIRST_TOP_UP);
  return session;
}

async function topUp(w: SoakTraffic, s: Session, kind = 'top up'): Promise<void> {
  if (s.topups >= MAX_TOPUPS) return;
  s.topups += 1;
  const a = await w.client.send(kind, 'POST', '/api/wallet/checkout', {
    ip: s.ip,
    token: s.token,
    body: { credits: START_CREDITS },
  });
  if (a.status === 201 && (a.body as { status?: string }).status === 'paid')
    w.told.topups.set(s.account.id, (w.told.topups.get(s.account.id) ?? 0) + START_CREDITS);
}

async function book(w: SoakTraffic, s: Session, mine: string[]): Promise<void> {
  const { rng, ip, token } = s;
  const gig = rng.pick(w.gigs);
  const body = {
    gigId: gig.id,
    tier: rng.pick(PRICING_TIERS),
    proposedTimes: proposedTimes(rng),
    note: 'Booked by the soak test',
    timeZone: 'Asia/Kolkata',
    requestId: randomUUID(),
  };
  const twice = rng.chance(0.1);
  if (twice) w.told.twice.add(body.requestId);
  const send = () =>
    w.client.send(twice ? 'book (same request twice)' : 'book', 'POST', '/api/bookings', { ip, token, body });
  const answers = twice ? await Promise.all([send(), send()]) : [await send()];
  for (const a of answers) {
    if (a.status === 201) {
      const b = a.body as { booking: BookingJson; wallet: { balance: number } };
      const ids = w.told.byRequest.get(body.requestId) ?? new Set<string>();
      ids.add(b.booking._id);
      w.told.byRequest.set(body.requestId, ids);
      w.told.bookings.set(b.booking._id, { buyerId: s.account.id, requestId: body.requestId });
      if (!mine.includes(b.booking._id)) mine.push(b.booking._id);
      if (b.wallet.balance < 1000) await topUp(w, s);
    } else if (a.status === 402) await topUp(w, s);
  }
}

/**
 * A buyer until the deadline: browses (gig pages with their reviews, expert pages, the home
 * page's one API read: the coming-soon status), searches (one in ten the empty keyword), books (one in ten bookings sent twice at once
 * with the same request id, as a double click or a retry would), reads their orders and wallet,
 * cancels now and then and signs in again now and then; then reads its wallet once more.
 */
export async function buyer(w: SoakTraffic, s: Session): Promise<void> {
  const { rng, ip } = s;
  const mine: string[] = [];
  while (Date.now() < w.deadline) {
    const r = rng.next();
    const anonymous = rng.chance(0.2) ? null : s.token;
    if (r < 0.25) await browseGig(w, rng, ip, anonymous);
    else if (r < 0.32) await browseExpert(w, rng, ip, anonymous);
    else if (r < 0.55) await search(w, rng, ip, anonymous);
    else if (r < 0.75) await book(w, s, mine);
    else if (r < 0.83) await w.client.send('my orders', 'GET', '/api/bookings/my', { ip, token: s.token });
    else if (r < 0.88) await w.client.send('wallet', 'GET', '/api/wallet', { ip, token: s.token });
    else if (r < 0.9) await w.client.send('me', 'GET', '/api/users/me', { ip, token: s.token });
    else if (r < 0.91)
      await w.client.send('home (notify-me status)', 'GET', '/api/notify-me', { ip, token: s.token });
    else if (r < 0.94 && mine.length > 0) {
      const id = mine.splice(rng.int(0, mine.length - 1), 1)[0] ?? '';
      await w.client.send('cancel', 'POST', `/api/bookings/${id}/cancel`, { ip, token: s.token });
    } else if (r < 0.945) s.token = await signIn(w, s.account, ip, 'sign in');
    else await browseGig(w, rng, ip, anonymous);
  }
  const final = await w.client.send('wallet', 'GET', '/api/wallet', { ip, token: s.token });
  if (final.status === 200)
    w.told.finalWallets.set(
      s.account.id,
      (final.body as { wallet: { balance: number; held: number } }).wallet,
    );
}

/**
 * An expert until the deadline: reads their pending bookings and answers the
 * requests (accepts most at one of the proposed times, declines some); with nothing to answer,
 * browses or searches like anyone.
 */
export async function expert(w: SoakTraffic, s: Session): Promise<void> {
  const { rng, ip, token } = s;
  while (Date.now() < w.deadline) {
    const list = await w.client.send('expert bookings', 'GET', '/api/bookings/expert?status=Pending', {
      ip,
      token,
    });
    const requested =
      list.status === 200
        ? (list.body as { bookings: BookingJson[] }).bookings
            .filter((b) => b.stage === 'requested')
            .slice(0, 5)
        : [];
    if (requested.length === 0) {
      if (rng.chance(0.5)) await browseGig(w, rng, ip, token);
      else await search(w, rng, ip, token);
      continue;
    }
    for (const b of requested) {
      if (Date.now() >= w.deadline) break;
      if (rng.chance(0.85))
        await w.client.send('accept', 'POST', `/api/bookings/${b._id}/accept`, {
          ip,
          token,
          body: { scheduledAt: rng.pick(b.proposedTimes) },
        });
      else
        await w.client.send('decline', 'POST', `/api/bookings/${b._id}/decline`, {
          ip,
          token,
          body: { reason: 'Not available then' },
        });
    }
  }
}
