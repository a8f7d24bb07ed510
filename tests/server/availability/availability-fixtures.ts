import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { defaultAvailability, type Availability } from '#shared/domain/availability';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { inject, insertGig } from '../bookings/bookings-fixtures';

/** Shared set-up of the availability suites. */
export type Expert = Awaited<ReturnType<typeof createTestExpert>>;
const NO_HOURS: Availability['weekly'] = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** Availability built from the editor's default: no weekly hours unless given. */
/** Some of the settings, and the weekly hours of some days. */
export type AvailabilityParts = Partial<Omit<Availability, 'weekly'>> & { weekly?: Partial<Availability['weekly']> };

export function availability(zone: string, over: AvailabilityParts = {}): Availability {
  return { ...defaultAvailability(zone), ...over, weekly: { ...NO_HOURS, ...over.weekly } };
}

export async function putAvailability(t: TestApp, expert: Expert, a: Availability) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/availability', headers: expert.auth, payload: a });
  if (res.statusCode !== 200) throw new Error(`saving availability failed: ${res.statusCode} ${res.body}`);
  return res.json<{ availability: Availability; saved: boolean }>();
}

/** A fresh expert with a gig (basic 30 min + 10 extra = 40 min, standard 1 h + 20, premium 2 h + 45) and availability: the one given, else none saved. */
export async function expertWithGig(t: TestApp, a: Availability | null = null) {
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert, { credits: { basic: 10, standard: 25, premium: 60 } });
  if (a) await putAvailability(t, expert, a);
  else await t.db.kysely.deleteFrom('expert_availability').where('expert_id', '=', expert.expertId).execute();
  return { expert, gigId };
}

export interface SlotsJson {
  timeZone: string;
  anyTime: boolean;
  minutes: number;
  noticeHours: number;
  horizonDays: number;
  slots: string[];
  nextOpenSlot: string | null;
}

export async function slotsOf(t: TestApp, gigId: string, tier: PricingTier = 'basic'): Promise<SlotsJson> {
  const res = await inject(t, 'GET', `/api/public/gigs/${gigId}/slots?tier=${tier}`, null);
  if (res.statusCode !== 200) throw new Error(`slots failed: ${res.statusCode} ${res.body}`);
  return res.json<SlotsJson>();
}

/** An accepted session of the expert at `start`, straight into the database (another buyer's). */
export async function insertAccepted(t: TestApp, expert: Expert, gigId: string, start: string, tier: PricingTier = 'basic') {
  const buyer = await createTestUser(t);
  const pkg = await t.db.kysely
    .selectFrom('gig_packages')
    .selectAll()
    .where('gig_id', '=', gigId)
    .where('tier', '=', tier)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const now = t.clock.now().toISOString();
  await t.db.kysely
    .insertInto('bookings')
    .values({
      id,
      buyer_id: buyer.id,
      expert_id: expert.expertId,
      gig_id: gigId,
      gig_title: 'A gig',
      skill: 'Web Development',
      tier,
      package_title: pkg.title,
      session_time: pkg.session_time,
      extra_time: pkg.extra_time,
      credits: pkg.credits,
      stage: 'accepted',
      proposed_times_json: JSON.stringify([start]),
      scheduled_at: start,
      note: '',
      decline_reason: '',
      buyer_time_zone: 'UTC',
      request_id: null,
      expires_at: start,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
