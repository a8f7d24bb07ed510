import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillGroups } from '#shared/catalog/skill-groups';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, inject, insertGig, reauth } from '../bookings/bookings-fixtures';
import { DAY } from './subscription-fixtures';

/**
 * The featured slot of a category page on both databases: one Pro expert's listed gig at a time, in turn
 * by the hour among the Pro experts with a gig there; never a plain expert's, never a hidden gig; none
 * once the period paid for has ended.
 */
describe(`the featured slot on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const slug = skillGroups.find((g) => g.name === 'Software Development & IDEs')?.slug ?? '';
  const featured = async () => {
    const res = await inject(t, 'GET', `/api/catalog/skills/${slug}/most-booked`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ featured: { _id: string; expert: { pro: boolean } } | null }>().featured;
  };

  it('takes turns by the hour among Pro experts, never a plain one nor a hidden gig, and ends with the period', async () => {
    expect(await featured()).toBeNull();
    const plain = await createTestExpert(t);
    await insertGig(t, plain, { title: 'Plain expert gig' });
    const a = await createTestExpert(t);
    const b = await createTestExpert(t);
    const hiddenOnly = await createTestExpert(t);
    const aGig = await insertGig(t, a, { title: 'Pro expert A gig' });
    const bGig = await insertGig(t, b, { title: 'Pro expert B gig' });
    await insertGig(t, hiddenOnly, { title: 'Paused gig of a Pro expert', active: false });
    expect(await featured()).toBeNull();
    for (const who of [a, b, hiddenOnly]) expect((await inject(t, 'POST', '/api/subscriptions', who, { planId: 'expert-monthly' })).statusCode).toBe(201);

    const seen: string[] = [];
    for (let hour = 0; hour < 4; hour++) {
      const card = await featured();
      expect(card?.expert.pro).toBe(true);
      seen.push(card?._id ?? '');
      // The same answer all through the hour.
      t.clock.advance(HOUR / 2);
      expect((await featured())?._id).toBe(card?._id);
      t.clock.advance(HOUR / 2);
    }
    expect(new Set(seen)).toEqual(new Set([aGig, bGig]));
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[0]).toBe(seen[2]);

    t.clock.advance(31 * DAY);
    for (const who of [a, b]) await reauth(t, who);
    expect(await featured()).toBeNull();
  });
});
