import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleLevelEvaluation } from '#server/modules/levels/jobs';
import { setLanguage } from '../../helpers/email-language';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { mailsTo, waitForMail } from '../bookings/bookings-fixtures';
import { insertSuspension, levelOneExpert } from './levels-fixtures';

const DAY = 86_400_000;

/**
 * The expert is told of each change of level by the daily job: in the bell and by email, in the
 * account's language, naming the metrics that moved it (a kept level tells nothing).
 */
describe(`level change notices on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const runDay = async () => {
    await scheduleLevelEvaluation(t.db.kysely, t.clock.now());
    await t.app.jobs.runDue();
  };
  const bell = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json<{ notifications: Array<Record<string, unknown>> }>().notifications;

  it('tells a promotion and, two evaluations below later, a demotion, each with the metrics that moved it', async () => {
    const expert = await levelOneExpert(t);
    await setLanguage(t, expert.id, 'fr');
    await runDay();

    const promoted = await waitForMail(t, expert.email, /^Votre niveau est désormais Niveau 1$/);
    expect(promoted.text).toContain('L’évaluation du jour a fait passer votre niveau de Nouveau à Niveau 1.');
    expect(promoted.text).toContain('- Séances assurées : 5 (Niveau 1 demande ≥ 5)');
    expect(promoted.text).toContain(`http://localhost:5500/users/${expert.userName}/levels`);
    const link = `/users/${expert.userName}/levels`;
    expect(await bell(expert.auth)).toEqual([expect.objectContaining({ kind: 'level.change', title: 'Votre niveau est désormais Niveau 1', link })]);

    await insertSuspension(t, expert);
    t.clock.advance(DAY);
    await runDay();
    // The first evaluation below keeps the level: nothing to tell.
    expect(await bell(expert.auth)).toHaveLength(1);
    expect(mailsTo(t, expert.email)).toHaveLength(1);

    t.clock.advance(DAY);
    await runDay();
    const demoted = await waitForMail(t, expert.email, /^Votre niveau est désormais Nouveau$/);
    expect(demoted.text).toContain('- Litiges remboursés en totalité, avertissements et suspensions (30 jours) : 1 (Niveau 1 demande ≤ 0)');
    expect((await bell(expert.auth))[0]).toMatchObject({
      kind: 'level.change',
      title: 'Votre niveau est désormais Nouveau',
      body: 'Descendu depuis Niveau 1 à cause de : Litiges remboursés en totalité, avertissements et suspensions (30 jours).',
      link,
    });
  });

  it('sends no email when the expert switched level emails off, and still rings the bell', async () => {
    const expert = await levelOneExpert(t);
    const off = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: expert.auth, payload: { email: { 'level.change': false } } });
    expect(off.statusCode).toBe(200);
    t.clock.advance(DAY);
    await runDay();
    await expect.poll(async () => (await bell(expert.auth)).map((n) => n.title)).toEqual(['Your level is now Level 1']);
    expect((await bell(expert.auth))[0]?.body).toMatch(/^Raised from New by: Sessions delivered, Distinct buyers, .* and Disputes refunded in full, warnings and suspensions \(30 days\)\.$/);
    expect(mailsTo(t, expert.email)).toEqual([]);
  });
});
