import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Clock } from '#server/services/clock';
import type { CapturedMail } from '../../helpers/smtp-capture';
import { waitForMail } from '../support/mail';
import { startE2eServer } from '../support/server';

const HOUR = 3600 * 1000;

/**
 * The bookings journey needs time to pass (a session must have started before the expert marks
 * it completed), so its spec runs its own real server — the e2e server's wiring, on a free
 * port, with `env`'s settings — whose injected clock runs `offset` ahead of the wall clock.
 */
export async function startBookingsServer(env: Parameters<typeof startE2eServer>[1] = {}) {
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  const server = await startE2eServer(0, env, { clock });
  return {
    baseURL: server.baseURL,
    dataDir: server.dataDir,
    mailDir: server.mailDir,
    deps: server.deps,
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offset += ms;
    },
    now: () => clock.now(),
    /** The newest mail to an address whose subject matches (waits for it). */
    mailTo: (to: string, subject: RegExp): Promise<CapturedMail> => waitForMail(to, { subject, dir: server.mailDir }),
    close: () => server.close(),
  };
}
export type BookingsServer = Awaited<ReturnType<typeof startBookingsServer>>;

const ALL_DAY = [{ start: '00:00', end: '24:00' }];

/**
 * A gig of the seeded expert with its three packages (10 / 25 / 60 credits), straight into the
 * database. An expert who saved no availability gets every hour of every day without notice (in
 * UTC), as they may choose in their editor: the specs book around the server's clock (the
 * availability spec removes it to show an expert who never saved any).
 */
export async function seedGig(
  server: Pick<BookingsServer, 'deps' | 'now'>,
  expertUserName: string,
  title: string,
): Promise<string> {
  const db = server.deps.db.kysely;
  const expert = await db
    .selectFrom('expert_profiles')
    .select('id')
    .where('user_name', '=', expertUserName)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const now = server.now().toISOString();
  await db
    .insertInto('gigs')
    .values({
      id,
      expert_id: expert.id,
      title,
      category: '3D & CAD Design',
      sub_category: '3D Modeling',
      description: 'Live one-to-one Blender sessions: modelling, UVs and rendering, at your pace.',
      softwares_json: JSON.stringify(['Blender']),
      tags_json: JSON.stringify(['blender', 'modelling', '3d', 'beginners']),
      gallery_json: JSON.stringify([]),
      active: 1,
      is_demo: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const packages = [
    ['basic', 'Quick fix', 10, '30 Minutes', '10 Minutes'],
    ['standard', 'Deep dive', 25, '1 hr', '20 Minutes'],
    ['premium', 'Mentorship', 60, '2 hrs', '45 Minutes'],
  ] as const;
  await db
    .insertInto('gig_packages')
    .values(
      packages.map(([tier, pkgTitle, credits, sessionTime, extraTime]) => ({
        gig_id: id,
        tier,
        title: pkgTitle,
        description: `${pkgTitle} package`,
        credits,
        session_time: sessionTime,
        extra_time: extraTime,
        number_of_sessions: '1',
      })),
    )
    .execute();
  await db
    .insertInto('expert_availability')
    .values({
      expert_id: expert.id,
      time_zone: 'UTC',
      weekly_json: JSON.stringify({ mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY }),
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

/** Credits and a basic booking request of the buyer's through the real API, proposing starts this many hours ahead (on the hour). */
export async function requestBookingByApi(
  request: APIRequestContext,
  server: Pick<BookingsServer, 'baseURL' | 'now'>,
  buyer: { token: string },
  gigId: string,
  hoursAhead: number[],
): Promise<string> {
  const auth = { Authorization: `Bearer ${buyer.token}` };
  const top = await request.post(`${server.baseURL}/api/wallet/checkout`, { headers: auth, data: { credits: 50 } });
  expect(top.status(), await top.text()).toBe(201);
  const hour = Math.ceil(server.now().getTime() / HOUR) * HOUR;
  const res = await request.post(`${server.baseURL}/api/bookings`, {
    headers: auth,
    data: {
      gigId,
      tier: 'basic',
      proposedTimes: hoursAhead.map((h) => new Date(hour + h * HOUR).toISOString()),
      note: '',
      timeZone: 'Asia/Kolkata',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: { _id: string } }).booking._id;
}
