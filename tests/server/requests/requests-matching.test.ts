import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MATCH_MAX, REQUEST_MESSAGES } from '#shared/domain/requests';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { inject, waitForMail } from '../bookings/bookings-fixtures';
import { matchableExpert, matchedOf, postRequest, requestForm, windowIn } from './requests-fixtures';

/**
 * Posting a request and whom it goes to: the form's rules with their field messages, contact details
 * masked, and the matching (skill or software, language, price inside the budget, an open time inside
 * a window, across a DST change; level first; at most 20 experts, each told in the bell and by email).
 * Each case works on a skill of its own, so the experts of the others never match.
 */
describe(`requests: posting and matching on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (caller: { auth: Record<string, string> } | null, form: object) => inject(t, 'POST', '/api/requests', caller, form);

  it('refuses bad input with the field message and keeps nothing', async () => {
    const buyer = await createTestUser(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: 'Help' }, 'title', REQUEST_MESSAGES.titleShort],
      [{ description: 'Too short' }, 'description', REQUEST_MESSAGES.descriptionShort],
      [{ skill: 'Juggling fire' }, 'skill', REQUEST_MESSAGES.skill],
      [{ skill: null, software: null }, 'skill', REQUEST_MESSAGES.topicRequired],
      [{ sessionTime: '7 Minutes' }, 'sessionTime', REQUEST_MESSAGES.sessionTime],
      [{ budgetMin: 40, budgetMax: 30 }, 'budgetMin', REQUEST_MESSAGES.budgetOrder],
      [{ budgetMax: 2.5 }, 'budgetMax', REQUEST_MESSAGES.budget],
      [{ windows: [] }, 'windows', REQUEST_MESSAGES.windowsCount],
      [{ windows: [windowIn(t, 24), windowIn(t, 30), windowIn(t, 36), windowIn(t, 42)] }, 'windows', REQUEST_MESSAGES.windowsCount],
      [{ windows: [windowIn(t, 24, 0.25)] }, 'windows', REQUEST_MESSAGES.windowOrder],
      [{ windows: [windowIn(t, 24, 13)] }, 'windows.0.end', REQUEST_MESSAGES.windowTooLong],
      [{ windows: [windowIn(t, -5)] }, 'windows', REQUEST_MESSAGES.windowPast],
      [{ language: 'Klingon' }, 'language', REQUEST_MESSAGES.language],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(buyer, requestForm(t, '3D Animation', over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], field).toBe(message);
    }
    expect(await t.db.kysely.selectFrom('requests').select('id').where('buyer_id', '=', buyer.id).execute()).toEqual([]);
    expect((await post(null, requestForm(t, '3D Animation'))).statusCode).toBe(401);
  });

  it('masks contact details in the title and the description', async () => {
    const buyer = await createTestUser(t);
    const r = await postRequest(t, buyer, requestForm(t, '3D Animation', { description: 'Call me on +91 98765 43210 or write to me@example.com about the scene.' }));
    expect(r.description).toBe(`Call me on ${HIDDEN_CONTACT_TEXT} or write to ${HIDDEN_CONTACT_TEXT} about the scene.`);
    const stored = await t.db.kysely.selectFrom('requests').select('description').where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(stored.description).not.toContain('98765');
  });

  it('sends a request only to experts each criterion lets through', async () => {
    const skill = '3D Modeling';
    const fits = await matchableExpert(t, { skill, credits: 20 });
    const bySoftware = await matchableExpert(t, { skill: 'Voice Over', software: 'ZBrush', credits: 20 });
    const otherSkill = await matchableExpert(t, { skill: 'Podcast Production', credits: 20 });
    const otherLanguage = await matchableExpert(t, { skill, language: 'French', credits: 20 });
    const belowBudget = await matchableExpert(t, { skill, credits: 9 });
    const atMin = await matchableExpert(t, { skill, credits: 10 });
    const atMax = await matchableExpert(t, { skill, credits: 30 });
    const aboveBudget = await matchableExpert(t, { skill, credits: 31 });
    // No package in the budget, but an hourly rate whose half hour is (ceil(50 / 2) = 25).
    const byRate = await matchableExpert(t, { skill, credits: 90, hourlyRate: 50 });
    // Off on the window's date.
    const busyDay = await matchableExpert(t, { skill, credits: 20 });
    const suspended = await matchableExpert(t, { skill, credits: 20 });
    await t.db.kysely.updateTable('users').set({ suspended_at: t.clock.now().toISOString() }).where('id', '=', suspended.id).execute();

    const buyer = await createTestUser(t);
    // A window in the middle of a day (UTC), clear of the date change.
    const dayStart = new Date(Math.ceil(t.clock.now().getTime() / 86_400_000) * 86_400_000 + 86_400_000 + 10 * 3600_000);
    const window = { start: dayStart.toISOString(), end: new Date(dayStart.getTime() + 3 * 3600_000).toISOString() };
    await t.db.kysely
      .updateTable('expert_availability')
      .set({ dates_off_json: JSON.stringify([dayStart.toISOString().slice(0, 10)]) })
      .where('expert_id', '=', busyDay.expertId)
      .execute();
    const r = await postRequest(t, buyer, requestForm(t, skill, { software: 'ZBrush', windows: [window] }));
    const matched = await matchedOf(t, r.id);
    expect(new Set(matched)).toEqual(new Set([fits.expertId, bySoftware.expertId, atMin.expertId, atMax.expertId, byRate.expertId]));
    for (const out of [otherSkill, otherLanguage, belowBudget, aboveBudget, busyDay, suspended]) expect(matched).not.toContain(out.expertId);

    // Each matched expert is told in the bell, live, and by email.
    const bell = async () => (await inject(t, 'GET', '/api/notifications', fits)).json<{ notifications: Array<{ kind: string; link: string }> }>().notifications;
    await expect.poll(bell).toContainEqual(expect.objectContaining({ kind: 'request.matched', link: `/requests/${r.id}` }));
    await waitForMail(t, fits.email, /^A new request for you/);
    // The expert sees it in "Requests for you"; an expert it was not sent to cannot open it.
    const forYou = await inject(t, 'GET', '/api/requests/for-you', fits);
    expect(forYou.json<{ requests: Array<{ id: string }> }>().requests.map((x) => x.id)).toContain(r.id);
    expect((await inject(t, 'GET', `/api/requests/${r.id}`, otherSkill)).statusCode).toBe(404);
  });

  it('reads windows in the buyer\'s zone across a DST change against the expert\'s hours', async () => {
    const skill = 'CAD Drafting';
    // An expert in New York open 09:00–12:00 every day; the clocks there go forward on 8 March 2026 at 02:00.
    const ny = await matchableExpert(t, { skill, credits: 20 });
    const hours = JSON.stringify([{ start: '09:00', end: '12:00' }]);
    await t.db.kysely
      .updateTable('expert_availability')
      .set({ time_zone: 'America/New_York', weekly_json: JSON.stringify(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, JSON.parse(hours) as unknown]))), horizon_days: 60 })
      .where('expert_id', '=', ny.expertId)
      .execute();
    const saved = t.clock.now();
    t.clock.set(new Date('2026-03-05T12:00:00Z'));
    try {
      const buyer = await createTestUser(t);
      // 13:00–14:00 UTC is 09:00–10:00 in New York after the change (UTC-4), 08:00–09:00 before it (UTC-5).
      const after = await postRequest(t, buyer, requestForm(t, skill, { windows: [{ start: '2026-03-09T13:00:00Z', end: '2026-03-09T14:00:00Z' }] }));
      expect(await matchedOf(t, after.id)).toEqual([ny.expertId]);
      const before = await postRequest(t, buyer, requestForm(t, skill, { windows: [{ start: '2026-03-06T13:00:00Z', end: '2026-03-06T14:00:00Z' }] }));
      expect(await matchedOf(t, before.id)).toEqual([]);
    } finally {
      t.clock.set(saved);
    }
  });

  it(`sends a request to at most ${REQUEST_MATCH_MAX} experts, the highest level first`, async () => {
    const skill = 'Machine Learning';
    const experts = [];
    for (let i = 0; i < REQUEST_MATCH_MAX + 5; i += 1) experts.push(await matchableExpert(t, { skill, credits: 20 }));
    const top = experts[experts.length - 1];
    if (!top) throw new Error('no experts');
    const iso = t.clock.now().toISOString();
    await t.db.kysely.insertInto('expert_levels').values({ expert_id: top.expertId, level: 'top-rated', evaluations_below: 0, evaluated_on: iso.slice(0, 10), updated_at: iso }).execute();
    const r = await postRequest(t, await createTestUser(t), requestForm(t, skill));
    const matched = await matchedOf(t, r.id);
    expect(matched).toHaveLength(REQUEST_MATCH_MAX);
    expect(matched[0]).toBe(top.expertId);
  });
});
