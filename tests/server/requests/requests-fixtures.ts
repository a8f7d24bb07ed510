import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, inject, insertGig } from '../bookings/bookings-fixtures';

type Caller = { auth: Record<string, string> };

/**
 * An expert a request can match: one skill, one software, one language, a gig whose basic package
 * costs `credits` (standard and premium far above any test budget), every hour of every day open
 * (insertGig), no hourly rate unless given.
 */
export async function matchableExpert(
  t: TestApp,
  opts: { skill: string; software?: string; language?: string; credits?: number; hourlyRate?: number | null } ,
) {
  const expert = await createTestExpert(t, {
    hourlyRate: opts.hourlyRate ?? null,
    skills: [[opts.skill, 'Expert', '5 years']],
    softwares: [opts.software ?? 'Blender'],
    languages: [[opts.language ?? 'English', 'Fluent']],
  });
  const gigId = await insertGig(t, expert, { credits: { basic: opts.credits ?? 20, standard: 90_000, premium: 95_000 } });
  return { ...expert, gigId };
}

/** A window of `hours` starting `fromHours` after the test clock's now. */
export const windowIn = (t: TestApp, fromHours: number, hours = 3) => {
  const start = t.clock.now().getTime() + fromHours * HOUR;
  return { start: new Date(start).toISOString(), end: new Date(start + hours * HOUR).toISOString() };
};

/** A valid request form on one skill, a 30-minute session, budget 10–30, one window a day ahead. */
export const requestForm = (t: TestApp, skill: string, over: Record<string, unknown> = {}) => ({
  title: 'Help me fix my scene setup',
  description: 'My scene renders black and I cannot find which setting causes it.',
  skill,
  sessionTime: '30 Minutes',
  budgetMin: 10,
  budgetMax: 30,
  windows: [windowIn(t, 24)],
  timeZone: 'Asia/Kolkata',
  language: 'English',
  ...over,
});

export interface RequestJson {
  id: string;
  state: string;
  title: string;
  description: string;
  bookingId: string | null;
  windows: Array<{ start: string; end: string }>;
  offers: Array<{ id: string; state: string; credits: number; times: string[]; message: string; expert: { userName: string } }>;
}

export async function postRequest(t: TestApp, buyer: Caller, form: object) {
  const res = await inject(t, 'POST', '/api/requests', buyer, form);
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json<{ request: RequestJson }>().request;
}

/** The experts a request was sent to, best first (their profile ids). */
export const matchedOf = async (t: TestApp, requestId: string) =>
  (await t.db.kysely.selectFrom('request_matches').select('expert_id').where('request_id', '=', requestId).orderBy('rank').execute()).map((m) => m.expert_id);

export async function offerOk(t: TestApp, expert: Caller & { gigId: string }, requestId: string, times: string[]) {
  const res = await inject(t, 'POST', `/api/requests/${requestId}/offers`, expert, { gigId: expert.gigId, tier: 'basic', times });
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  const offer = res.json<{ request: RequestJson }>().request.offers[0];
  if (!offer) throw new Error('no offer answered');
  return offer;
}
