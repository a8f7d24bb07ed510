import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsReport } from '#shared/contract/http/ops-reports';
import { listAudit } from '#server/modules/ops/audit';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { setLanguage } from '../../helpers/email-language';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { insertGig, waitForMail } from '../bookings/bookings-fixtures';
import { pair } from '../messages/messages-fixtures';
import { operatorWith, withFreshSecondFactor, type Account } from '../ops/console-fixtures';
import { passedStepUpNow, report, reportIdOf } from '../ops/reports-fixtures';

/** Support's triage of the queue: the order, each outcome, its audit row and notice, and the 409 once closed. */
describe(`the reports queue's triage on ${testDbKind()}`, () => {
  let t: TestApp;
  let support: Account;
  beforeAll(async () => {
    t = await createTestApp();
    support = await operatorWith(t, ['support']);
    await withFreshSecondFactor(t, support);
  });
  afterAll(async () => t.close());

  const triage = async (reportId: string, body: object, who: Account = support) => {
    await passedStepUpNow(t, who);
    return t.app.inject({ method: 'POST', url: `/api/ops/reports/${reportId}/triage`, headers: who.auth, payload: body });
  };
  const queue = async (status: 'open' | 'closed') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ops/reports?status=${status}`, headers: support.auth });
    expect(res.statusCode).toBe(200);
    return res.json<{ reports: OpsReport[] }>().reports;
  };
  const home = async () => (await t.app.inject({ method: 'GET', url: '/api/ops/home', headers: support.auth })).json<{ reports: { open: number; oldestAgeSeconds: number | null } }>().reports;

  /** A new gig reported by a new buyer; the report's id. */
  async function reportedGig(title = 'Crypto returns guaranteed') {
    const { buyer, expert } = await pair(t);
    const gigId = await insertGig(t, expert, { title });
    expect((await report(t, buyer, { kind: 'gig', id: gigId })).statusCode).toBe(201);
    return { buyer, expert, gigId, reportId: await reportIdOf(t, buyer.id, gigId) };
  }

  it('lists open reports oldest first with their age, and counts only open ones on the home', async () => {
    const before = (await home()).open;
    const first = await reportedGig('First reported');
    t.clock.advance(3_600_000);
    const second = await reportedGig('Second reported');
    t.clock.advance(60_000);
    const open = await queue('open');
    const ids = open.map((r) => r.id);
    expect(ids.indexOf(first.reportId)).toBeLessThan(ids.indexOf(second.reportId));
    expect(open.find((r) => r.id === first.reportId)?.ageSeconds).toBeGreaterThanOrEqual(3_660);
    expect(open.find((r) => r.id === second.reportId)?.ageSeconds).toBe(60);
    expect((await home()).open).toBe(before + 2);
    expect((await triage(first.reportId, { action: 'dismiss', reason: 'Nothing against the rules' })).statusCode).toBe(200);
    expect((await home()).open).toBe(before + 1);
    expect((await queue('open')).map((r) => r.id)).not.toContain(first.reportId);
    expect((await queue('closed')).find((r) => r.id === first.reportId)).toMatchObject({ status: 'closed', outcome: 'dismiss', closedBy: support.id });
  });

  it('dismisses with one audit row, and answers 409 with what happened to a second triage', async () => {
    const { reportId } = await reportedGig();
    const res = await triage(reportId, { action: 'dismiss', reason: 'Reads as a normal gig' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ report: OpsReport }>().report).toMatchObject({ status: 'closed', outcome: 'dismiss', outcomeReason: 'Reads as a normal gig' });
    const { entries } = await listAudit(t.db.kysely, { target: { type: 'report', id: reportId } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'reports.dismiss', role: 'support', operatorId: support.id, before: { status: 'open' }, after: { status: 'closed', outcome: 'dismiss' } });
    const again = await triage(reportId, { action: 'warn', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REPORT_CLOSED', fields: { outcome: 'dismiss', closedBy: support.id } });
    expect((await listAudit(t.db.kysely, { target: { type: 'report', id: reportId } })).entries).toHaveLength(1);
  });

  it("warns the reported user with a bell notice and an email in their language", async () => {
    const { expert, reportId } = await reportedGig('Scam gig for warning');
    await setLanguage(t, expert.id, 'fr');
    expect((await triage(reportId, { action: 'warn', reason: 'Promises returns on money' })).statusCode).toBe(200);
    const fr = SHARED_CATALOGUES.fr.emails;
    const mail = await waitForMail(t, (await t.db.kysely.selectFrom('users').select('email').where('id', '=', expert.id).executeTakeFirstOrThrow()).email, /Qurious/);
    expect(mail.subject).toBe(fr['bell.moderation.warned.title']);
    expect(mail.text).toContain('« Scam gig for warning »');
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: expert.auth });
    expect(bell.json<{ notifications: Array<{ kind: string; title: string; body: string }> }>().notifications[0]).toMatchObject({
      kind: 'moderation',
      title: fr['bell.moderation.warned.title'],
      body: expect.stringContaining('suspendu'),
    });
  });

  it("closes a report for a suspension without suspending (that is the account page's)", async () => {
    const { expert, reportId } = await reportedGig();
    const res = await triage(reportId, { action: 'suspend', reason: 'Third scam this month' });
    expect(res.json<{ report: OpsReport }>().report).toMatchObject({ outcome: 'suspend', reported: { id: expert.id } });
    const account = await t.db.kysely.selectFrom('users').select('suspended_at').where('id', '=', expert.id).executeTakeFirstOrThrow();
    expect(account.suspended_at).toBeNull();
  });

  it('refuses bad input and unknown reports, changing nothing; trust and viewers cannot triage', async () => {
    const { reportId } = await reportedGig();
    for (const body of [{ action: 'ban', reason: 'Bad gig here' }, { action: 'dismiss', reason: 'x' }, { action: 'dismiss' }]) {
      expect((await triage(reportId, body)).statusCode).toBe(400);
    }
    expect((await triage('no-such-report', { action: 'dismiss', reason: 'Nothing here' })).statusCode).toBe(404);
    const trust = await operatorWith(t, ['trust']);
    await withFreshSecondFactor(t, trust);
    expect((await triage(reportId, { action: 'dismiss', reason: 'Nothing here' }, trust)).statusCode).toBe(403);
    expect((await queue('open')).find((r) => r.id === reportId)?.status).toBe('open');
    const nobody = await createTestUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/reports', headers: nobody.auth })).statusCode).toBe(403);
  });
});
