import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_REASON_REQUIRED_MESSAGE } from '#shared/domain/operator-roles';
import { OPS_TICKET_ACTIONS, OPS_TICKET_MESSAGES, TICKET_STATUS_CHANGED_CODE } from '#shared/domain/ops-tickets';
import { SUPPORT_MESSAGES, SUPPORT_TICKETS_PER_HOUR } from '#shared/domain/support-ticket';
import { ticketKey } from '#server/modules/support/ticket-key';
import { setLanguage } from '../../helpers/email-language';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { waitForMail } from '../bookings/bookings-fixtures';
import { operatorWith, withFreshSecondFactor, type Account } from '../ops/console-fixtures';
import { openTicket, TICKET_FORM } from '../ops/tickets-fixtures';

/**
 * A support ticket's life: opened from the help page (signed in or not), answered by support in the
 * console (audited; the sender told in the bell and by email in their language), closed and reopened
 * (409 when it changed meanwhile), the sender's replies, and the console home's figure.
 */
describe(`support tickets on ${testDbKind()}`, () => {
  let t: TestApp;
  let support: Account;
  let viewer: Account;
  beforeAll(async () => {
    t = await createTestApp();
    support = await operatorWith(t, ['support']);
    viewer = await operatorWith(t, ['viewer']);
    await withFreshSecondFactor(t, support);
  });
  afterAll(async () => t.close());

  const call = async (method: 'GET' | 'POST', url: string, who: Account | null, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const ticketRows = async () => t.db.kysely.selectFrom('support_tickets').select('id').execute();
  const auditOf = (ticketId: string) =>
    t.db.kysely.selectFrom('audit_log').select(['action', 'reason', 'role', 'operator_id']).where('target_id', '=', ticketId).orderBy('created_at').execute();

  it('refuses a form without an email when signed out, or with a topic off the list, with the field message, and keeps nothing', async () => {
    const before = await ticketRows();
    const noEmail = await call('POST', '/api/support/tickets', null, TICKET_FORM);
    expect(noEmail).toEqual({ status: 400, body: expect.objectContaining({ message: SUPPORT_MESSAGES.emailRequired, fields: { email: SUPPORT_MESSAGES.emailRequired } }) });
    const badTopic = await call('POST', '/api/support/tickets', null, { ...TICKET_FORM, topic: 'weather', email: 'a@example.com' });
    expect(badTopic.status).toBe(400);
    expect(badTopic.body.fields).toEqual({ topic: SUPPORT_MESSAGES.topic });
    const short = await call('POST', '/api/support/tickets', null, { ...TICKET_FORM, message: 'help', email: 'a@example.com' });
    expect(short.body.fields).toEqual({ message: SUPPORT_MESSAGES.messageShort });
    expect(await ticketRows()).toEqual(before);
  });

  it('answers a signed-in sender in the bell and by email in their language; the console audits the answer', async () => {
    const sender = await createTestUser(t, { name: 'Amélie' });
    await setLanguage(t, sender.id, 'fr');
    const ticketId = await openTicket(t, sender);
    // The account's email, whatever the form said.
    expect((await call('GET', `/api/support/tickets/${ticketId}`, sender, undefined)).body).toMatchObject({ email: sender.email, status: 'open' });
    // The thread is in the order written: the answer comes a minute later.
    t.clock.advance(60_000);

    const answered = await call('POST', `/api/ops/tickets/${ticketId}/answer`, support, { text: 'We added the 20 credits to your wallet.' });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ status: 'open', lastFrom: 'support', posts: [{ author: 'user' }, { author: 'support', operatorId: support.id }] });
    expect(await auditOf(ticketId)).toEqual([{ action: OPS_TICKET_ACTIONS.answer, reason: 'Answered the ticket', role: 'support', operator_id: support.id }]);

    const mail = await waitForMail(t, sender.email, /^L’assistance a répondu/);
    expect(mail.text).toContain('We added the 20 credits to your wallet.');
    expect(mail.text).toContain(`http://localhost:5500/help?ticket=${ticketId}`);
    expect(mail.text).not.toContain('key=');
    const bell = await call('GET', '/api/notifications', sender);
    expect(bell.body.notifications).toEqual([
      expect.objectContaining({ kind: 'support.answer', title: 'L’assistance a répondu', link: `/help?ticket=${ticketId}` }),
    ]);
    // The sender reads the answer in the thread; nobody else can.
    expect((await call('GET', `/api/support/tickets/${ticketId}`, sender)).body.posts).toHaveLength(2);
    expect((await call('GET', `/api/support/tickets/${ticketId}`, viewer)).status).toBe(404);
  });

  it('answers an anonymous sender by email only, with a keyed link that opens the thread and takes a reply', async () => {
    const ticketId = await openTicket(t, { email: 'visitor-pt@example.com', language: 'pt' });
    t.clock.advance(60_000);
    expect((await call('POST', `/api/ops/tickets/${ticketId}/answer`, support, { text: 'Veja a sua carteira agora.' })).status).toBe(201);
    const mail = await waitForMail(t, 'visitor-pt@example.com', /^O suporte respondeu/);
    const key = ticketKey(t.deps.jwtSecret, ticketId);
    t.clock.advance(60_000);
    expect(mail.text).toContain(`http://localhost:5500/help?ticket=${ticketId}&key=${key}`);
    expect((await call('GET', `/api/support/tickets/${ticketId}`, null)).status).toBe(404);
    expect((await call('GET', `/api/support/tickets/${ticketId}?key=${'x'.repeat(43)}`, null)).status).toBe(404);
    const reply = await call('POST', `/api/support/tickets/${ticketId}/replies?key=${key}`, null, { text: 'Obrigado, já está tudo certo.' });
    expect(reply).toMatchObject({ status: 201, body: { posts: [{ author: 'user' }, { author: 'support' }, { author: 'user' }] } });
  });

  it('closes with a reason and reopens; an action on a ticket that changed meanwhile answers 409 and changes nothing', async () => {
    const sender = await createTestUser(t);
    const ticketId = await openTicket(t, sender);
    const url = (verb: string) => `/api/ops/tickets/${ticketId}/${verb}`;
    const noReason = await call('POST', url('close'), support, { reason: '' });
    expect(noReason).toMatchObject({ status: 400, body: { fields: { reason: OPERATOR_REASON_REQUIRED_MESSAGE } } });
    const shortAnswer = await call('POST', url('answer'), support, { text: 'Done.' });
    expect(shortAnswer).toMatchObject({ status: 400, body: { fields: { text: SUPPORT_MESSAGES.messageShort } } });
    expect((await call('GET', `/api/ops/tickets/${ticketId}`, viewer)).body).toMatchObject({ status: 'open', posts: [{ author: 'user' }] });
    expect(await auditOf(ticketId)).toEqual([]);
    const closed = await call('POST', url('close'), support, { reason: 'Solved by the refund' });
    expect(closed.body).toMatchObject({ status: 'closed', closedAt: t.clock.now().toISOString() });

    const again = await call('POST', url('close'), support, { reason: 'Solved by the refund' });
    expect(again).toEqual({ status: 409, body: { code: TICKET_STATUS_CHANGED_CODE, message: OPS_TICKET_MESSAGES.alreadyClosed(t.clock.now().toISOString()) } });
    const answer = await call('POST', url('answer'), support, { text: 'One more thing about it.' });
    expect(answer).toEqual({ status: 409, body: { code: TICKET_STATUS_CHANGED_CODE, message: OPS_TICKET_MESSAGES.closedNoAnswer } });
    expect((await call('GET', `/api/ops/tickets/${ticketId}`, viewer)).body.posts).toHaveLength(1);

    // The sender writes again: the ticket opens again by itself, and a reopen then finds it open.
    const reply = await call('POST', `/api/support/tickets/${ticketId}/replies`, sender, { text: 'It happened again today.' });
    expect(reply.body).toMatchObject({ status: 'open' });
    expect(await call('POST', url('reopen'), support, { reason: 'The sender wrote again' })).toEqual({
      status: 409,
      body: { code: TICKET_STATUS_CHANGED_CODE, message: OPS_TICKET_MESSAGES.alreadyOpen },
    });
    expect((await call('POST', url('close'), support, { reason: 'Solved again' })).status).toBe(200);
    expect((await call('POST', url('reopen'), support, { reason: 'Needs a second look' })).body).toMatchObject({ status: 'open', closedAt: null });
    expect((await auditOf(ticketId)).map((a) => [a.action, a.reason])).toEqual([
      [OPS_TICKET_ACTIONS.close, 'Solved by the refund'],
      [OPS_TICKET_ACTIONS.close, 'Solved again'],
      [OPS_TICKET_ACTIONS.reopen, 'Needs a second look'],
    ]);
    // A viewer reads the ticket and cannot act on it.
    expect((await call('POST', url('close'), viewer, { reason: 'Trying' })).status).toBe(403);
  });

  it('lists open tickets first, the oldest first, with their age; the home shows how many and the oldest age', async () => {
    await t.db.kysely.deleteFrom('support_tickets').execute();
    const first = await openTicket(t, { email: 'first@example.com' });
    t.clock.advance(60_000);
    const second = await openTicket(t, { email: 'second@example.com' });
    await call('POST', `/api/ops/tickets/${first}/close`, support, { reason: 'Nothing to do' });
    t.clock.advance(60_000);
    const third = await openTicket(t, await createTestUser(t));
    const list = await call('GET', '/api/ops/tickets', viewer);
    expect(list.body).toMatchObject({ page: 1, hasMore: false });
    expect((list.body.tickets as Array<{ id: string; ageSeconds: number }>).map((r) => [r.id, r.ageSeconds])).toEqual([
      [second, 60],
      [third, 0],
      [first, 120],
    ]);
    const home = await call('GET', '/api/ops/home', viewer);
    expect(home.body.tickets).toEqual({ open: 2, oldestAt: expect.any(String), oldestAgeSeconds: 60 });
    // A role without the tickets area sees no figure.
    const owner = await operatorWith(t, ['owner']);
    expect((await call('GET', '/api/ops/home', owner)).body.tickets).toBeNull();
  });

  it(`opens at most ${SUPPORT_TICKETS_PER_HOUR} tickets an hour from one address without an account`, async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/support/tickets', remoteAddress: '203.0.113.7', payload: { ...TICKET_FORM, email: 'busy@example.com' } });
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i += 1) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});
