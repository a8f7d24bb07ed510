import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateLevels } from '#server/modules/levels/evaluate';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { insertSuspension, levelOneExpert } from './levels-fixtures';

const DAY = 86_400_000;

/** The expert's levels page: the held level, today's metrics, the preview of the next evaluation and the history. */
describe(`an expert's own level on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const mine = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/levels/mine', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<Record<string, unknown>>();
  };

  it('shows New and the level the metrics would earn before any evaluation', async () => {
    const expert = await levelOneExpert(t);
    expect(await mine(expert.auth)).toMatchObject({ level: 'new', evaluatedOn: null, measuredLevel: 'level-1', preview: 'level-1', history: [] });
  });

  it('previews a demotion only when the next evaluation would be the second in a row below', async () => {
    const expert = await levelOneExpert(t);
    await evaluateLevels(t.db.kysely, t.clock.now());
    const day1 = t.clock.now().toISOString().slice(0, 10);
    expect(await mine(expert.auth)).toMatchObject({
      level: 'level-1',
      evaluatedOn: day1,
      metrics: { completedSessions: 5, distinctBuyers: 3, averageRating: 5, responseRate: 1, attendanceRate: 1, recentStrikes: 0 },
      measuredLevel: 'level-1',
      preview: 'level-1',
      history: [{ day: day1, level: 'level-1', measuredLevel: 'level-1', change: 'promoted', reasons: expect.arrayContaining(['completedSessions']) }],
    });

    await insertSuspension(t, expert);
    // Measured below now, but one evaluation below keeps the level.
    expect(await mine(expert.auth)).toMatchObject({ level: 'level-1', measuredLevel: 'new', preview: 'level-1', metrics: { recentStrikes: 1 } });
    t.clock.advance(DAY);
    await evaluateLevels(t.db.kysely, t.clock.now());
    const after = await mine(expert.auth);
    expect(after).toMatchObject({ level: 'level-1', evaluationsBelow: 1, measuredLevel: 'new', preview: 'new' });
    expect((after.history as Array<{ change: string }>).map((h) => h.change)).toEqual(['kept', 'promoted']);
  });
});
