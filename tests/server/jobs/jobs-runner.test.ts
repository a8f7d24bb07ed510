import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, retryDelayMs, type JobHandler } from '#server/jobs/runner';
import { scheduleJobs } from '#server/jobs/schedule';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

describe(`durable jobs on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const runner = (
    handlers: Record<string, JobHandler>,
    opts: { maxAttempts?: number; leaseMs?: number } = {},
  ) =>
    createJobRunner({
      db: t.db.kysely,
      clock: t.clock,
      log: t.app.log,
      handlers,
      pollIntervalMs: 60_000,
      ...opts,
    });
  const jobRow = (kind: string, key: string) =>
    t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', kind)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
  const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

  it('keeps one job when the same one is scheduled twice, and runs it once when due', async () => {
    const key = randomUUID();
    await scheduleJobs(t.db.kysely, [{ kind: 'test.once', key, runAt: later(1000) }], t.clock.now());
    await scheduleJobs(t.db.kysely, [{ kind: 'test.once', key, runAt: later(5000) }], t.clock.now());
    const runs: string[] = [];
    const r = runner({ 'test.once': async (job) => void runs.push(`${job.key}#${job.attempt}`) });
    expect(await r.runDue()).toBe(0);
    t.clock.advance(1000);
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(runs).toEqual([`${key}#1`]);
    expect(await jobRow('test.once', key)).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });

  it('retries a failing job with a growing wait, keeps its last error, and gives up after its attempts', async () => {
    const key = randomUUID();
    await scheduleJobs(t.db.kysely, [{ kind: 'test.fail', key, runAt: t.clock.now() }], t.clock.now());
    let calls = 0;
    const r = runner(
      {
        'test.fail': async () => {
          calls += 1;
          throw new Error(`SMTP down (${calls})`);
        },
      },
      { maxAttempts: 3 },
    );
    expect(await r.runDue()).toBe(1);
    const first = await jobRow('test.fail', key);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(first.last_error).toContain('SMTP down (1)');
    expect(first.run_at).toBe(later(retryDelayMs(1)).toISOString());
    t.clock.advance(retryDelayMs(1) - 1);
    expect(await r.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await r.runDue()).toBe(1);
    expect((await jobRow('test.fail', key)).run_at).toBe(later(retryDelayMs(2)).toISOString());
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    t.clock.advance(retryDelayMs(2));
    expect(await r.runDue()).toBe(1);
    const last = await jobRow('test.fail', key);
    expect(last).toMatchObject({ status: 'failed', attempts: 3 });
    expect(last.last_error).toContain('SMTP down (3)');
    t.clock.advance(3600_000);
    expect(await r.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('claims again a job whose worker died once its lease ran out, never before', async () => {
    const key = randomUUID();
    const iso = t.clock.now().toISOString();
    // As a worker leaves it when its process is killed mid-job.
    await t.db.kysely
      .insertInto('jobs')
      .values({
        kind: 'test.crash',
        key,
        run_at: iso,
        status: 'running',
        attempts: 1,
        locked_until: later(60_000).toISOString(),
        locked_by: 'a-dead-worker',
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    const runs: number[] = [];
    const r = runner({ 'test.crash': async (job) => void runs.push(job.attempt) }, { leaseMs: 60_000 });
    t.clock.advance(59_999);
    expect(await r.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await r.runDue()).toBe(1);
    expect(runs).toEqual([2]);
    expect(await jobRow('test.crash', key)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up on a job whose last attempt never finished, without running it again', async () => {
    const key = randomUUID();
    const iso = t.clock.now().toISOString();
    await t.db.kysely
      .insertInto('jobs')
      .values({
        kind: 'test.crash-last',
        key,
        run_at: iso,
        status: 'running',
        attempts: 2,
        locked_until: iso,
        locked_by: 'a-dead-worker',
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    let ran = false;
    const r = runner({ 'test.crash-last': async () => void (ran = true) }, { maxAttempts: 2 });
    expect(await r.runDue()).toBe(0);
    expect(ran).toBe(false);
    expect(await jobRow('test.crash-last', key)).toMatchObject({
      status: 'failed',
      last_error: 'the last attempt never finished',
    });
  });

  it('runs a job again later when its handler says it is not due yet, without counting an attempt', async () => {
    const key = randomUUID();
    await scheduleJobs(t.db.kysely, [{ kind: 'test.later', key, runAt: t.clock.now() }], t.clock.now());
    const due = later(10 * 60_000);
    const r = runner({
      'test.later': async () => (t.clock.now() < due ? { runAgainAt: due } : undefined),
    });
    expect(await r.runDue()).toBe(1);
    expect(await jobRow('test.later', key)).toMatchObject({
      status: 'pending',
      attempts: 0,
      run_at: due.toISOString(),
    });
    t.clock.set(due);
    expect(await r.runDue()).toBe(1);
    expect(await jobRow('test.later', key)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it("leaves other kinds' jobs to their own runners", async () => {
    const key = randomUUID();
    await scheduleJobs(
      t.db.kysely,
      [{ kind: 'test.someone-else', key, runAt: t.clock.now() }],
      t.clock.now(),
    );
    expect(await runner({ 'test.mine': async () => undefined }).runDue()).toBe(0);
    expect(await jobRow('test.someone-else', key)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
