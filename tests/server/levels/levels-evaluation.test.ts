import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { evaluateLevels } from '#server/modules/levels/evaluate';
import { LEVELS_JOB, scheduleLevelEvaluation } from '#server/modules/levels/jobs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { testDbKind } from '../../helpers/test-db';
import { levelOneExpert } from './levels-fixtures';

const DAY = 86_400_000;

const heldLevel = (t: TestApp, expertId: string) =>
  t.db.kysely.selectFrom('expert_levels').selectAll().where('expert_id', '=', expertId).executeTakeFirst();

describe(`the daily level evaluation on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('promotes at once, naming the metrics; a second run the same day, even at the same time, evaluates nothing again', async () => {
    const expert = await levelOneExpert(t);
    const fresh = await createTestExpert(t);
    const [first, second] = await Promise.all([evaluateLevels(t.db.kysely, t.clock.now()), evaluateLevels(t.db.kysely, t.clock.now())]);
    const experts = await t.db.kysely.selectFrom('expert_profiles').select('id').execute();
    expect(first.evaluated + second.evaluated).toBe(experts.length);
    const changes = [...first.changes, ...second.changes].filter((c) => c.expertId === expert.expertId);
    expect(changes).toEqual([{ expertId: expert.expertId, from: 'new', to: 'level-1', change: 'promoted', reasons: expect.arrayContaining(['completedSessions']) }]);
    expect(await heldLevel(t, expert.expertId)).toMatchObject({ level: 'level-1', evaluations_below: 0 });
    expect(await heldLevel(t, fresh.expertId)).toMatchObject({ level: 'new' });
    const rows = await t.db.kysely.selectFrom('level_evaluations').selectAll().where('expert_id', '=', expert.expertId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.metrics_json ?? '{}')).toMatchObject({ completedSessions: 5, distinctBuyers: 3, averageRating: 5, responseRate: 1 });
  });

  it('demotes only at the second evaluation in a row below, and says which metric', async () => {
    const expert = await levelOneExpert(t);
    await evaluateLevels(t.db.kysely, t.clock.now());
    expect(await heldLevel(t, expert.expertId)).toMatchObject({ level: 'level-1' });
    // A suspension: a strike for 30 days.
    await t.db.kysely
      .insertInto('account_suspensions')
      .values({ id: randomUUID(), user_id: expert.id, operator_id: null, reason: 'Asked buyers to pay outside Qurious', suspended_at: t.clock.now().toISOString(), until: null, kept_bookings_json: '[]', lifted_at: null, lifted_by: null, lift_reason: null })
      .execute();
    t.clock.advance(DAY);
    const once = await evaluateLevels(t.db.kysely, t.clock.now());
    expect(once.changes.filter((c) => c.expertId === expert.expertId)).toEqual([]);
    expect(await heldLevel(t, expert.expertId)).toMatchObject({ level: 'level-1', evaluations_below: 1 });
    t.clock.advance(DAY);
    const twice = await evaluateLevels(t.db.kysely, t.clock.now());
    expect(twice.changes.filter((c) => c.expertId === expert.expertId)).toEqual([
      { expertId: expert.expertId, from: 'level-1', to: 'new', change: 'demoted', reasons: ['recentStrikes'] },
    ]);
    expect(await heldLevel(t, expert.expertId)).toMatchObject({ level: 'new', evaluations_below: 0 });
  });

  it('runs as a durable daily job that evaluates its day once and schedules the next', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    await scheduleLevelEvaluation(t.db.kysely, t.clock.now());
    await t.app.jobs.runDue();
    const evaluated = await t.db.kysely.selectFrom('level_evaluations').select('expert_id').where('evaluated_on', '=', day).execute();
    const experts = await t.db.kysely.selectFrom('expert_profiles').select('id').execute();
    expect(evaluated).toHaveLength(experts.length);
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY).toISOString().slice(0, 10);
    const jobs = await t.db.kysely.selectFrom('jobs').select(['key', 'status']).where('kind', '=', LEVELS_JOB).orderBy('key').execute();
    expect(jobs).toEqual([
      { key: day, status: 'done' },
      { key: next, status: 'pending' },
    ]);
  });
});
