import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEntry, ensureWallet } from '#server/modules/wallet/ledger';
import { setSuspended } from '#server/modules/users/suspension';
import { recordAudit } from '#server/modules/ops/audit';
import type { OpsAuditEntry, OpsHome, OpsUserPage } from '#shared/contract/http/ops';
import { OPS_AUDIT_MESSAGES, OPS_SEARCH_MESSAGES, OPS_SEARCH_PAGE_SIZE, OPS_VIEW_PRIVATE_ACTION } from '#shared/domain/ops-console';
import { OPERATOR_REASON_TOO_SHORT_MESSAGE } from '#shared/domain/operator-roles';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { operatorWith, type Account } from './console-fixtures';

describe(`the console's reads on ${testDbKind()}`, () => {
  let t: TestApp;
  let viewer: Account;
  let support: Account;
  let owner: Account;
  beforeAll(async () => {
    t = await createTestApp();
    viewer = await operatorWith(t, ['viewer'], { name: 'Vera Viewer' });
    support = await operatorWith(t, ['support', 'viewer'], { name: 'Sam Support' });
    owner = await operatorWith(t, ['owner'], { name: 'Olga Owner' });
  });
  afterAll(async () => t.close());

  const get = (url: string, who: Account) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const search = async (q: string, page = 1) =>
    (await get(`/api/ops/users?q=${encodeURIComponent(q)}&page=${page}`, viewer)).json<{ users: { id: string }[]; page: number; hasMore: boolean }>();

  it('finds accounts by the start of a name, email or username in any case, or by exact id, and pages them', async () => {
    const zoe = await createTestUser(t, { name: 'Zoë Quarrington', email: 'zq.person@example.com' });
    const other = await createTestUser(t, { name: 'Xavier Quarry', email: 'quarrington.fan@example.com' });
    expect((await search('zoë quar')).users.map((u) => u.id)).toEqual([zoe.id]);
    expect((await search('ZQ.PERS')).users.map((u) => u.id)).toEqual([zoe.id]);
    expect((await search('quarrington')).users.map((u) => u.id)).toEqual([other.id]);
    expect((await search(zoe.id)).users.map((u) => u.id)).toEqual([zoe.id]);
    // The middle of a name does not match: a prefix search, so that it stays an index range.
    expect((await search('arrington')).users).toEqual([]);
    const username = (await t.db.kysely.selectFrom('users').select('username').where('id', '=', zoe.id).executeTakeFirstOrThrow()).username;
    expect((await search(username.toUpperCase())).users.map((u) => u.id)).toContain(zoe.id);

    const many = [];
    for (let i = 0; i < OPS_SEARCH_PAGE_SIZE + 3; i += 1) many.push(await createTestUser(t, { name: `Pagey ${String(i).padStart(2, '0')}` }));
    const first = await search('pagey');
    const second = await search('pagey', 2);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.users).toHaveLength(OPS_SEARCH_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect([...first.users, ...second.users].map((u) => u.id)).toEqual(many.map((m) => m.id));

    const short = await get('/api/ops/users?q=%20z%20', viewer);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(OPS_SEARCH_MESSAGES.tooShort);
    expect((await get('/api/ops/users?q=pagey&page=41', viewer)).json<{ message: string }>().message).toBe(OPS_SEARCH_MESSAGES.page);
  });

  it("shows an account's page without its private part, and opens it only with a reason, audited first", async () => {
    const ann = await createTestUser(t, { name: 'Ann Private' });
    await ensureWallet(t.db.kysely, ann.id, t.clock.now());
    await appendEntry(t.db.kysely, { userId: ann.id, kind: 'topup', credits: 40, note: { key: 'bought', credits: 40, testMode: true }, now: t.clock.now() });
    const auditRows = () => t.db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', ann.id).execute();

    const plain = await get(`/api/ops/users/${ann.id}`, viewer);
    expect(plain.statusCode).toBe(200);
    const page = plain.json<OpsUserPage>();
    expect(page.account).toMatchObject({ id: ann.id, name: 'Ann Private', email: ann.email, suspendedAt: null, expertUserName: null });
    expect(page).toMatchObject({ roles: [], expertProfile: null, gigs: [], bookingsAsBuyer: [], private: null });
    expect(page.sessions).toHaveLength(1);
    expect(await auditRows()).toEqual([]);

    const tooShort = await get(`/api/ops/users/${ann.id}?reason=no`, support);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ message: string }>().message).toBe(OPERATOR_REASON_TOO_SHORT_MESSAGE);
    expect(await auditRows()).toEqual([]);

    const opened = await get(`/api/ops/users/${ann.id}?reason=${encodeURIComponent('  Ticket: refund question  ')}`, support);
    expect(opened.statusCode).toBe(200);
    const full = opened.json<OpsUserPage>();
    expect(full.private?.wallet.balance).toBe(40);
    expect(full.private?.ledger.map((e) => [e.kind, e.credits])).toEqual([['topup', 40]]);
    expect(full.private).toMatchObject({ withdrawals: [], conversations: [] });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: support.id,
      // support and viewer both may see users: the first in the table's order is the one recorded.
      role: 'support',
      action: OPS_VIEW_PRIVATE_ACTION,
      target_type: 'user',
      reason: 'Ticket: refund question',
      before_json: null,
    });
    expect(rows[0]?.request_id).toBeTruthy();
    expect(rows[0]?.ip).toBeTruthy();

    expect((await get(`/api/ops/users/${randomUUID()}`, viewer)).statusCode).toBe(404);
  });

  it("counts today's top-ups and refunds, the open reports and their oldest's age, this week's suspensions, each for the roles that may see it", async () => {
    const now = t.clock.now(); // Sunday 2026-03-01 10:00 UTC: the week began Monday 2026-02-23.
    const buyer = await createTestUser(t);
    const reported = await createTestUser(t);
    await ensureWallet(t.db.kysely, buyer.id, now);
    const entry = (kind: 'topup' | 'refund', credits: number, at: Date) =>
      appendEntry(t.db.kysely, {
        userId: buyer.id,
        kind,
        credits,
        note: kind === 'topup' ? { key: 'bought', credits, testMode: true } : { key: 'refund', gig: 'Blender', reason: 'declined' },
        now: at,
      });
    const before = (await get('/api/ops/home', viewer)).json<OpsHome>();
    await entry('topup', 25, new Date('2026-03-01T00:00:00Z'));
    await entry('topup', 5, new Date('2026-02-28T23:59:59Z'));
    await entry('refund', 7, new Date('2026-03-01T09:00:00Z'));
    const report = (at: string) =>
      t.db.kysely
        .insertInto('user_reports')
        .values({ id: randomUUID(), reporter_id: buyer.id, reported_id: reported.id, conversation_id: null, reason: 'spam', details: null, created_at: at })
        .execute();
    await report('2026-02-27T10:00:00Z');
    await report('2026-03-01T08:00:00Z');
    await setSuspended(t.db.kysely, reported.id, new Date('2026-02-23T00:00:00Z'));
    const oldSuspension = await createTestUser(t);
    await setSuspended(t.db.kysely, oldSuspension.id, new Date('2026-02-22T23:59:59Z'));

    const home = (await get('/api/ops/home', viewer)).json<OpsHome>();
    expect(home.credits).toEqual({
      since: '2026-03-01T00:00:00.000Z',
      bought: (before.credits?.bought ?? 0) + 25,
      refunded: (before.credits?.refunded ?? 0) + 7,
    });
    expect(home.reports).toEqual({ open: 2, oldestAt: '2026-02-27T10:00:00Z', oldestAgeSeconds: 2 * 86400 });
    expect(home.suspensions).toEqual({ since: '2026-02-23T00:00:00.000Z', count: 1 });
    // The viewer sees the last reconciliation (none ran yet); the owner sees users and the trail, not
    // reports, money, suspensions, disputes, reconciliations or tickets.
    expect(home.reconciliation).toEqual({ last: null });
    expect((await get('/api/ops/home', owner)).json<OpsHome>()).toMatchObject({ reports: null, credits: null, suspensions: null, disputes: null, reconciliation: null, tickets: null });
  });

  it('shows every operator the newest good backup and drill, and a backup stale after two intervals', async () => {
    const now = t.clock.now();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
    const run = (kind: 'backup' | 'drill', status: 'done' | 'failed', finishedAt: string, rpo: number | null = null, rto: number | null = null) =>
      t.db.kysely
        .insertInto('backup_runs')
        .values({ id: randomUUID(), kind, status, started_at: finishedAt, finished_at: finishedAt, archive: null, bytes: null, rpo_ms: rpo, rto_ms: rto, error: status === 'failed' ? 'disk full' : null })
        .execute();
    expect((await get('/api/ops/home', owner)).json<OpsHome>().backups).toEqual({ state: 'none', lastBackupAt: null, lastDrill: null });

    const interval = t.deps.config.backups.intervalHours;
    await run('backup', 'done', hoursAgo(2 * interval + 1));
    await run('backup', 'failed', hoursAgo(1));
    await run('drill', 'done', hoursAgo(2 * interval), 3_600_000, 12_400);
    await run('drill', 'failed', hoursAgo(1));
    expect((await get('/api/ops/home', viewer)).json<OpsHome>().backups).toEqual({
      state: 'stale',
      lastBackupAt: hoursAgo(2 * interval + 1),
      lastDrill: { at: hoursAgo(2 * interval), rpoSeconds: 3600, rtoSeconds: 12 },
    });
    await run('backup', 'done', hoursAgo(interval));
    expect((await get('/api/ops/home', support)).json<OpsHome>().backups).toMatchObject({ state: 'ok', lastBackupAt: hoursAgo(interval) });
  });

  it('filters the trail by operator, target, action and time range, newest first, in pages', async () => {
    const target = await createTestUser(t);
    const write = (operatorId: string, action: string, at: string, reason = 'Looked into a ticket') =>
      recordAudit(t.db.kysely, {
        operatorId,
        role: 'support',
        action,
        target: { type: 'user', id: target.id },
        reason,
        before: null,
        after: null,
        ip: null,
        requestId: null,
        at: new Date(at),
      });
    await write(support.id, 'users.view_private', '2026-02-10T10:00:00Z');
    await write(viewer.id, 'users.view_private', '2026-02-11T10:00:00Z');
    await write(support.id, 'users.suspend', '2026-02-12T10:00:00Z');
    await write(support.id, 'users.view_private', '2026-02-13T10:00:00Z');
    const list = async (query: string) =>
      (await get(`/api/ops/audit?targetId=${target.id}&${query}`, viewer)).json<{ entries: OpsAuditEntry[]; next: { at: string; id: string } | null }>();

    const bySupport = await list(`operatorId=${support.id}`);
    expect(bySupport.entries.map((e) => e.at)).toEqual(['2026-02-13T10:00:00.000Z', '2026-02-12T10:00:00.000Z', '2026-02-10T10:00:00.000Z']);
    expect((await list('action=users.suspend')).entries.map((e) => e.action)).toEqual(['users.suspend']);
    const ranged = await list('from=2026-02-11T00:00:00Z&to=2026-02-13T10:00:00Z');
    expect(ranged.entries.map((e) => e.at)).toEqual(['2026-02-12T10:00:00.000Z', '2026-02-11T10:00:00.000Z']);
    expect((await list('targetType=gig')).entries).toEqual([]);

    for (let i = 0; i < 55; i += 1) await write(owner.id, 'users.view_private', new Date(Date.UTC(2026, 1, 1, 0, i)).toISOString());
    const first = await list(`operatorId=${owner.id}`);
    expect(first.entries).toHaveLength(50);
    const next = first.next;
    if (!next) throw new Error('a second page was expected');
    const second = await list(`operatorId=${owner.id}&afterAt=${next.at}&afterId=${next.id}`);
    expect(second.entries).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(second.entries.at(-1)?.at).toBe('2026-02-01T00:00:00.000Z');

    const backwards = await get('/api/ops/audit?from=2026-03-01T00:00:00Z&to=2026-02-01T00:00:00Z', viewer);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toBe(OPS_AUDIT_MESSAGES.range);
    expect((await get('/api/ops/audit?action=drop-table', viewer)).json<{ message: string }>().message).toBe(OPS_AUDIT_MESSAGES.action);
  });

  it('downloads the same rows as CSV, quoted where needed and with formulas defused', async () => {
    const target = await createTestUser(t);
    const reasons = ['=HYPERLINK("http://evil.example","x")', '+1 called, said "hi", then left', '-2 credits\nsecond line', '@SUM(A1)', 'plain reason'];
    for (const [i, reason] of reasons.entries()) {
      await recordAudit(t.db.kysely, {
        operatorId: support.id,
        role: 'support',
        action: 'users.view_private',
        target: { type: 'user', id: target.id },
        reason,
        before: null,
        after: { note: 'a, "b"' },
        ip: '203.0.113.7',
        requestId: `req-${i}`,
        at: new Date(Date.UTC(2026, 1, 20, 10, i)),
      });
    }
    const res = await get(`/api/ops/audit.csv?targetId=${target.id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('at,operator_id,role,action,target_type,target_id,reason,before,after,ip,request_id,id');
    expect(lines.at(-1)).toBe('');
    const cells = (i: number) => lines[i]?.split(',').slice(0, 6).join(',');
    expect(cells(1)).toBe(`2026-02-20T10:04:00.000Z,${support.id},support,users.view_private,user,${target.id}`);
    expect(res.body).toContain(`,plain reason,,"{""note"":""a, \\""b\\""""}",203.0.113.7,req-4,`);
    expect(res.body).toContain(",'@SUM(A1),");
    expect(res.body).toContain(`,"'-2 credits\nsecond line",`);
    expect(res.body).toContain(`,"'+1 called, said ""hi"", then left",`);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    // No cell of the file starts with a formula character.
    expect(res.body).not.toMatch(/(^|,|\r\n)"?[=+@-][^0-9]/);
  });
});
