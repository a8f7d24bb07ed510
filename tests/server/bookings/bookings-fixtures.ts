import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../../helpers/test-app';
import { signTestSession, type SeedTarget } from '../../helpers/users';
import { recordJoin, recordLeave } from '#server/modules/sessions/attendance';
import type { PricingTier } from '#shared/domain/gig-pricing';

/** Shared set-up of the bookings, wallet and reviews suites. */
type Caller = { auth: Record<string, string> } | null;
export const HOUR = 3600 * 1000;

const ALL_DAY = JSON.stringify([{ start: '00:00', end: '24:00' }]);

/**
 * Puts a gig with its three packages straight into the database (default credits 10 / 25 / 60).
 * An expert who saved no availability gets every hour of every day without notice, as they may
 * choose in their editor: these suites test bookings, not the calendar (the availability suites
 * remove it to test an expert who never saved any).
 */
export async function insertGig(
  t: Pick<SeedTarget, 'db' | 'clock'>,
  expert: { expertId: string },
  opts: {
    credits?: Partial<Record<PricingTier, number>>;
    active?: boolean;
    title?: string;
    subCategory?: string;
  } = {},
): Promise<string> {
  const id = randomUUID();
  const now = t.clock.now().toISOString();
  await t.db.kysely
    .insertInto('gigs')
    .values({
      id,
      expert_id: expert.expertId,
      title: opts.title ?? 'I will help you debug your React application live',
      category: 'Software Development & IDEs',
      sub_category: opts.subCategory ?? 'Web Development',
      description: 'Live debugging sessions.',
      softwares_json: JSON.stringify(['Visual Studio Code']),
      tags_json: JSON.stringify(['react', 'debugging', 'frontend', 'javascript']),
      gallery_json: JSON.stringify([]),
      active: opts.active === false ? 0 : 1,
      is_demo: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const credits = { basic: 10, standard: 25, premium: 60, ...opts.credits };
  await t.db.kysely
    .insertInto('gig_packages')
    .values(
      (['basic', 'standard', 'premium'] as const).map((tier) => ({
        gig_id: id,
        tier,
        title: `${tier} package`,
        description: `The ${tier} package`,
        credits: credits[tier],
        session_time: tier === 'basic' ? '30 Minutes' : tier === 'standard' ? '1 hr' : '2 hrs',
        extra_time: tier === 'basic' ? '10 Minutes' : tier === 'standard' ? '20 Minutes' : '45 Minutes',
        number_of_sessions: '1',
      })),
    )
    .execute();
  await t.db.kysely
    .insertInto('expert_availability')
    .values({
      expert_id: expert.expertId,
      time_zone: 'UTC',
      weekly_json: JSON.stringify(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, JSON.parse(ALL_DAY) as unknown]))),
      dates_off_json: '[]',
      extra_dates_json: '[]',
      notice_hours: 0,
      buffer_minutes: 0,
      max_per_day: null,
      horizon_days: 60,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('expert_id').doNothing())
    .execute();
  return id;
}

export function inject(t: TestApp, method: 'GET' | 'POST', url: string, caller: Caller, payload?: object) {
  return t.app.inject({ method, url, headers: caller?.auth ?? {}, ...(payload ? { payload } : {}) });
}

/**
 * Both sides of an accepted booking in its room together for `minutes` from its start, as the
 * room records attendance (the clock is already past that, or the buyer's confirmation counts
 * only the time up to now).
 */
export async function attendTogether(t: TestApp, bookingId: string, minutes = 10) {
  const row = await t.db.kysely
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .select(['b.buyer_id', 'b.scheduled_at', 'e.user_id as expert_user_id'])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  if (!row.scheduled_at) throw new Error('the booking has no accepted start time');
  const start = Date.parse(row.scheduled_at);
  for (const userId of [row.buyer_id, row.expert_user_id]) {
    const connectionId = randomUUID();
    await recordJoin(t.db.kysely, { bookingId, userId, connectionId, at: new Date(start) });
    await recordLeave(t.db.kysely, { bookingId, connectionId, at: new Date(start + minutes * 60_000) });
  }
}

/** The buyer confirms an accepted session both attended together (only the buyer may, and only then). */
export async function confirmSession(t: TestApp, bookingId: string, buyer: { auth: Record<string, string> }) {
  await attendTogether(t, bookingId);
  return inject(t, 'POST', `/api/bookings/${bookingId}/complete`, buyer, {});
}

/** Buys credits through the API (the test-mode provider grants them at once). */
export async function topUp(t: TestApp, caller: { auth: Record<string, string> }, credits: number) {
  const res = await inject(t, 'POST', '/api/wallet/checkout', caller, { credits });
  if (res.statusCode !== 201) throw new Error(`top-up failed: ${res.statusCode} ${res.body}`);
  return res.json<{ wallet: { balance: number } }>();
}

/** ISO start times this many hours after the test clock's now. */
export const inHours = (t: TestApp, ...hours: number[]) =>
  hours.map((h) => new Date(t.clock.now().getTime() + h * HOUR).toISOString());

export function book(
  t: TestApp,
  caller: Caller,
  gigId: string,
  opts: { tier?: PricingTier; times?: string[]; note?: string; requestId?: string; timeZone?: string } = {},
) {
  return inject(t, 'POST', '/api/bookings', caller, {
    gigId,
    tier: opts.tier ?? 'basic',
    proposedTimes: opts.times ?? inHours(t, 24, 48),
    note: opts.note ?? '',
    timeZone: opts.timeZone ?? 'Asia/Kolkata',
    ...(opts.requestId ? { requestId: opts.requestId } : {}),
  });
}

/** Books and answers the booking (throws unless 201). */
export async function bookOk(
  t: TestApp,
  caller: { auth: Record<string, string> },
  gigId: string,
  opts: Parameters<typeof book>[3] = {},
) {
  const res = await book(t, caller, gigId, opts);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return (res.json<{ booking: BookingJson }>()).booking;
}

export interface BookingJson {
  _id: string;
  gigTitle: string;
  packageTitle: string;
  stage: string;
  status: string;
  amount: number;
  date: string;
  skill: string;
  expert: { userName: string; displayName: string };
  proposedTimes: string[];
  scheduledAt: string | null;
  expiresAt: string;
  viewerRole: 'buyer' | 'expert';
  review: { rating: number; text: string } | null;
  declineReason: string;
}

export async function balanceOf(
  t: TestApp,
  caller: { auth: Record<string, string> },
): Promise<{ balance: number; held: number }> {
  const res = await inject(t, 'GET', '/api/wallet', caller);
  return (res.json<{ wallet: { balance: number; held: number } }>()).wallet;
}

/** The ledger's sum for one user, and per kind, read straight from the database. */
export async function ledgerOf(t: TestApp, userId: string) {
  const rows = await t.db.kysely
    .selectFrom('wallet_ledger')
    .select(['kind', sql<number>`count(*)`.as('n'), sql<number | string>`sum(credits)`.as('total')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  const byKind = Object.fromEntries(rows.map((r) => [r.kind, { n: Number(r.n), total: Number(r.total) }]));
  const sum = rows.reduce((s, r) => s + Number(r.total), 0);
  return { sum, byKind };
}

export async function eventsOf(t: TestApp, bookingId: string) {
  return t.db.kysely
    .selectFrom('booking_events')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .execute();
}

/** The mails captured so far to an address. */
export const mailsTo = (t: TestApp, email: string) =>
  t.smtp.messages.filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));

/** Waits for a mail to `email` whose subject matches. */
export async function waitForMail(t: TestApp, email: string, subject: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = mailsTo(t, email).find((m) => subject.test(m.subject));
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs a fresh session token for a test user after the clock moved past the old token's lifetime. */
export async function reauth(t: TestApp, u: { id: string; token: string; auth: Record<string, string> }) {
  u.token = await signTestSession(t, u.id);
  u.auth.authorization = `Bearer ${u.token}`;
}
