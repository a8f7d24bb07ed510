import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureExperts } from '#server/modules/levels/metrics';
import { levelFor } from '#shared/domain/levels';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { daysBefore, insertClosedReport, insertDecidedDispute, insertExpertCancellation, insertRating, insertSettled, insertThread } from './levels-fixtures';

describe(`the level metrics measured from a built history on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('counts what happened in the window, as the table defines each metric', async () => {
    const expert = await createTestExpert(t);
    await t.db.kysely.updateTable('expert_profiles').set({ created_at: daysBefore(t, 100) }).where('id', '=', expert.expertId).execute();
    const [ann, bob] = [await createTestUser(t), await createTestUser(t)];
    // Delivered: three sessions with two buyers (a buyer no-show is delivered); one missed; one before the window.
    await insertSettled(t, expert, ann, 'completed', 10);
    await insertSettled(t, expert, ann, 'buyer_no_show', 20);
    await insertSettled(t, expert, bob, 'completed', 30);
    await insertSettled(t, expert, bob, 'expert_no_show', 40);
    await insertSettled(t, expert, bob, 'completed', 95);
    // A session nobody held counts for neither side.
    await insertSettled(t, expert, ann, 'not_held', 5);
    // Ratings: 4 and 5 count; a hidden 1 and a rating before the window do not.
    await insertRating(t, expert, 4, 3);
    await insertRating(t, expert, 5, 4);
    await insertRating(t, expert, 1, 5, true);
    await insertRating(t, expert, 1, 120);
    await insertExpertCancellation(t, expert, 7);
    await insertExpertCancellation(t, expert, 200);
    // Response: answered in 2 h, answered in 30 h (late), never answered; a first message an hour old is not counted yet.
    await insertThread(t, expert, 6, 2);
    await insertThread(t, expert, 8, 30);
    await insertThread(t, expert, 9, null);
    await insertThread(t, expert, 1 / 24, null);
    // Strikes: a refund 10 days ago counts; a split and an older refund do not.
    await insertDecidedDispute(t, expert, 'refund', 10);
    await insertDecidedDispute(t, expert, 'split', 10);
    await insertDecidedDispute(t, expert, 'refund', 45);
    // A warning on a report 12 days ago counts; a dismissed report and an older warning do not.
    await insertClosedReport(t, expert, 'warn', 12);
    await insertClosedReport(t, expert, 'dismiss', 3);
    await insertClosedReport(t, expert, 'warn', 31);

    const metrics = (await measureExperts(t.db.kysely, t.clock.now())).get(expert.expertId);
    expect(metrics).toEqual({
      // The three disputed sessions (settled completed) are delivered too.
      completedSessions: 3 + 3,
      distinctBuyers: 2 + 3,
      averageRating: 4.5,
      responseRate: 1 / 3,
      attendanceRate: 6 / 7,
      expertCancellations: 1,
      profileAgeDays: 100,
      recentStrikes: 2,
    });
    // Measured alone (the levels page), by the same rules: the same figures, and no other expert's.
    const alone = await measureExperts(t.db.kysely, t.clock.now(), expert.expertId);
    expect([...alone.keys()]).toEqual([expert.expertId]);
    expect(alone.get(expert.expertId)).toEqual(metrics);
  });

  it('gives an expert with nothing measured yet New, with no rate held against them', async () => {
    const expert = await createTestExpert(t);
    const metrics = (await measureExperts(t.db.kysely, t.clock.now())).get(expert.expertId);
    expect(metrics).toMatchObject({ completedSessions: 0, averageRating: null, responseRate: null, attendanceRate: null, profileAgeDays: 0 });
    expect(metrics && levelFor(metrics)).toBe('new');
  });
});
