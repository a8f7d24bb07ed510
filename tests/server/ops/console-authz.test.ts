import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpContract, type RouteDef, type RouteName } from '#shared/contract/http';
import { revokeRole } from '#server/modules/ops/roles';
import { NOT_OPERATOR_CODE, OPERATOR_ACCESS_MESSAGES, OPERATOR_ROLES, ROLE_REFUSED_CODE, roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { setSuspended } from '#server/modules/users/suspension';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { openDispute, settledSession } from '../disputes/disputes-fixtures';
import { consoleCallers, operatorWith, withFreshSecondFactor, type Account } from './console-fixtures';
import { acceptedFor, failedPayout } from '../ops-money/money-fixtures';
import { change } from './operations-fixtures';
import { openTicket } from './tickets-fixtures';
import { reportTargets } from './reports-fixtures';

type ConsoleRoute = Extract<RouteName, `ops${string}`>;

/** A request each console route accepts from a role allowed to call it, and one its schemas refuse (400). */
interface Probe {
  valid: string;
  invalid: string;
  /** An action's bodies (POST): the valid one changes something, so only the one role that acts sends it. */
  body?: { valid: object; invalid: object };
}

/** The accounts the account actions' valid probes change, one each (a suspension, say, holds for the rest of the run). */
type Victims = Record<'suspend' | 'lift' | 'signOut' | 'verify' | 'delete', string>;
const REASON = { reason: 'Seen in the reports queue' };
const action = (userId: string, verb: string, valid: object = REASON): Probe => ({
  valid: `/api/ops/users/${userId}/${verb}`,
  invalid: `/api/ops/users/${userId}/${verb}`,
  body: { valid, invalid: { reason: 'x' } },
});

/** What the money routes act on: an accepted booking, a settled one, two failed payouts. */
interface MoneyTargets {
  accepted: string;
  settled: string;
  payouts: [string, string];
}

/** What the action probes act on: an open report, a gig to hide and a hidden gig to show again. */
interface Targets {
  report: string;
  gigToHide: string;
  hiddenGig: string;
}

const probes = (
  target: string,
  dispute: string,
  m: MoneyTargets,
  ticket: string,
  on: Targets,
  v: Victims = { suspend: 'a', lift: 'b', signOut: 'c', verify: 'd', delete: 'e' },
): Record<ConsoleRoute, Probe> => ({
  opsMe: { valid: '/api/ops/me', invalid: '/api/ops/me?unknown=1' },
  opsHome: { valid: '/api/ops/home', invalid: '/api/ops/home?unknown=1' },
  opsUserSearch: { valid: '/api/ops/users?q=te', invalid: '/api/ops/users?q=t' },
  opsUser: { valid: `/api/ops/users/${target}`, invalid: `/api/ops/users/${target}?reason=x` },
  opsAudit: { valid: '/api/ops/audit?action=roles.grant', invalid: '/api/ops/audit?from=yesterday' },
  opsAuditCsv: { valid: '/api/ops/audit.csv', invalid: '/api/ops/audit.csv?to=2026-01-01T00:00:00Z&from=2026-02-01T00:00:00Z' },
  opsUserSuspensions: { valid: `/api/ops/users/${target}/suspensions`, invalid: `/api/ops/users/${'x'.repeat(65)}/suspensions` },
  opsUserSuspend: action(v.suspend, 'suspend', { ...REASON, until: null, keepBookings: [] }),
  opsUserLift: action(v.lift, 'lift'),
  opsUserSignOut: action(v.signOut, 'sign-out'),
  opsUserVerifyEmail: action(v.verify, 'verify-email'),
  opsUserDelete: action(v.delete, 'delete'),
  opsDisputes: { valid: '/api/ops/disputes', invalid: '/api/ops/disputes?page=0' },
  opsDispute: { valid: `/api/ops/disputes/${dispute}`, invalid: `/api/ops/disputes/${'x'.repeat(65)}` },
  opsDisputeDecide: {
    valid: `/api/ops/disputes/${dispute}/decide`,
    invalid: `/api/ops/disputes/${dispute}/decide`,
    body: { valid: { outcome: { kind: 'split', buyerCredits: 3 }, reason: 'Half the call was lost' }, invalid: { outcome: { kind: 'split', buyerCredits: 0 }, reason: 'Half the call was lost' } },
  },
  opsBooking: { valid: `/api/ops/bookings/${m.accepted}`, invalid: `/api/ops/bookings/${'x'.repeat(65)}` },
  opsBookingCancel: {
    valid: `/api/ops/bookings/${m.accepted}/cancel`,
    invalid: `/api/ops/bookings/${m.accepted}/cancel`,
    body: { valid: { refund: { kind: 'full' }, reason: 'The expert is ill' }, invalid: { refund: { kind: 'partial', buyerCredits: -1 }, reason: 'The expert is ill' } },
  },
  opsBookingResettle: {
    valid: `/api/ops/bookings/${m.settled}/resettle`,
    invalid: `/api/ops/bookings/${m.settled}/resettle`,
    body: { valid: { outcome: 'expert_no_show', reason: 'The recording shows nobody came' }, invalid: { outcome: 'refunded', reason: 'The recording shows nobody came' } },
  },
  opsPayouts: { valid: '/api/ops/payouts', invalid: '/api/ops/payouts?unknown=1' },
  opsPayoutRetry: {
    valid: `/api/ops/payouts/${m.payouts[0]}/retry`,
    invalid: `/api/ops/payouts/${m.payouts[0]}/retry`,
    body: { valid: { reason: 'The bank is back' }, invalid: { reason: '' } },
  },
  opsPayoutReturn: {
    valid: `/api/ops/payouts/${m.payouts[1]}/return`,
    invalid: `/api/ops/payouts/${m.payouts[1]}/return`,
    body: { valid: { reason: 'The account is closed' }, invalid: { reason: 'no' } },
  },
  opsReconciliation: { valid: '/api/ops/reconciliation', invalid: `/api/ops/reconciliation?runId=${'x'.repeat(65)}` },
  opsReconciliationRun: {
    valid: '/api/ops/reconciliation/run',
    invalid: '/api/ops/reconciliation/run',
    body: { valid: { reason: 'Checking after the outage' }, invalid: { day: 'yesterday', reason: 'Checking after the outage' } },
  },
  opsTickets: { valid: '/api/ops/tickets', invalid: '/api/ops/tickets?status=waiting' },
  opsTicket: { valid: `/api/ops/tickets/${ticket}`, invalid: `/api/ops/tickets/${'x'.repeat(65)}` },
  // Answered while open, then closed, then reopened: each valid action finds the ticket as it needs it.
  opsTicketAnswer: { valid: `/api/ops/tickets/${ticket}/answer`, invalid: `/api/ops/tickets/${ticket}/answer`, body: { valid: { text: 'Your credits are back.' }, invalid: { text: '' } } },
  opsTicketClose: { valid: `/api/ops/tickets/${ticket}/close`, invalid: `/api/ops/tickets/${ticket}/close`, body: { valid: { reason: 'Answered' }, invalid: { reason: '' } } },
  opsTicketReopen: { valid: `/api/ops/tickets/${ticket}/reopen`, invalid: `/api/ops/tickets/${ticket}/reopen`, body: { valid: { reason: 'Wrote again' }, invalid: {} } },
  opsReports: { valid: '/api/ops/reports?status=closed', invalid: '/api/ops/reports?status=pending' },
  opsReportTriage: {
    valid: `/api/ops/reports/${on.report}/triage`,
    invalid: `/api/ops/reports/${on.report}/triage`,
    body: { valid: { action: 'dismiss', reason: 'Nothing against the rules' }, invalid: { action: 'ban', reason: 'Nothing against the rules' } },
  },
  opsContentHide: {
    valid: '/api/ops/content/hide',
    invalid: '/api/ops/content/hide',
    body: { valid: { kind: 'gig', id: on.gigToHide, reason: 'Asks for payment outside Qurious' }, invalid: { kind: 'gig', id: on.gigToHide, reason: 'x' } },
  },
  opsContentUnhide: {
    valid: '/api/ops/content/unhide',
    invalid: '/api/ops/content/unhide',
    body: { valid: { kind: 'gig', id: on.hiddenGig, reason: 'The expert fixed it' }, invalid: { kind: 'expert', id: on.hiddenGig, reason: 'The expert fixed it' } },
  },
});

const consoleRoutes = (Object.entries(httpContract) as Array<[RouteName, RouteDef]>).filter(([, def]) => def.path.startsWith('/api/ops/'));

describe(`the console's authorization on ${testDbKind()}`, () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof consoleCallers>>;
  let disputeId: string;
  let victims: Victims;
  let money: MoneyTargets;
  let ticketId: string;
  let targets: Targets;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await settledSession(t, 10);
    disputeId = (await openDispute(t, session.bookingId, session.buyer)).id;
    const settled = await settledSession(t, 6);
    const accepted = await acceptedFor(t, 5, 4);
    money = {
      accepted: accepted.bookingId,
      settled: settled.bookingId,
      payouts: [await failedPayout(t, settled.expert.id, 100, 200), await failedPayout(t, settled.expert.id, 100, 0)],
    };
    ticketId = await openTicket(t);
    targets = await reportTargets(t);
    callers = await consoleCallers(t);
    const victim = async () => (await createTestUser(t)).id;
    victims = { suspend: await victim(), lift: await victim(), signOut: await victim(), verify: await victim(), delete: await victim() };
    await setSuspended(t.db.kysely, victims.lift, t.clock.now());
    await t.db.kysely.updateTable('users').set({ email_verified: 0 }).where('id', '=', victims.verify).execute();
    // Every role passed the second factor just now: what an action route answers then hangs on the role alone.
    for (const account of Object.values(callers.byRole)) await withFreshSecondFactor(t, account);
  });
  afterAll(async () => t.close());

  const get = (url: string, who: Account | null) => t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
  const send = (url: string, who: Account | null, payload?: object) =>
    payload ? t.app.inject({ method: 'POST', url, headers: who ? who.auth : {}, payload }) : get(url, who);

  it('declares an operator area and access on every console route, and tries each', () => {
    expect(consoleRoutes.map(([name]) => name).sort()).toEqual(Object.keys(probes('x', 'y', { accepted: 'a', settled: 's', payouts: ['p', 'q'] }, 'z', { report: 'r', gigToHide: 'g', hiddenGig: 'h' })).sort());
    for (const [name, def] of consoleRoutes) {
      expect({ name, auth: def.auth, operator: def.operator !== undefined }).toEqual({ name, auth: 'user', operator: true });
    }
  });

  it('answers every console route for every role, a non-operator (403) and anonymous (401), before any 400', async () => {
    const table = probes(callers.nonOperator.id, disputeId, money, ticketId, targets, victims);
    const findings: string[] = [];
    let cases = 0;
    for (const [name, def] of consoleRoutes) {
      const operator = def.operator;
      if (!operator) continue;
      const probe = table[name as ConsoleRoute];
      const expectations: Array<[string, Account | null, number, number, string | null]> = [
        ['anonymous', null, 401, 401, 'UNAUTHORIZED'],
        ['non-operator', callers.nonOperator, 403, 403, NOT_OPERATOR_CODE],
        ...OPERATOR_ROLES.map((role): [string, Account, number, number, string | null] => {
          const allowed = roleFor([role], operator.area, operator.access) !== null;
          return [role, callers.byRole[role], allowed ? (def.creates ? 201 : 200) : 403, allowed ? 400 : 403, allowed ? null : ROLE_REFUSED_CODE];
        }),
      ];
      for (const [who, account, valid, invalid, code] of expectations) {
        for (const [variant, url, status] of [['valid', probe.valid, valid], ['invalid', probe.invalid, invalid]] as const) {
          const res = await send(url, account, probe.body?.[variant]);
          cases += 1;
          if (res.statusCode !== status) findings.push(`${name} ${variant} as ${who}: ${res.statusCode}, expected ${status}: ${res.body.slice(0, 160)}`);
          if (code !== null && status >= 400 && res.json<{ code: string }>().code !== code) findings.push(`${name} ${variant} as ${who}: code ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(findings).toEqual([]);
    expect(cases).toBe(consoleRoutes.length * (OPERATOR_ROLES.length + 2) * 2);
  });

  it('tells a non-operator and a role without the area apart, in the messages of operator-roles.ts', async () => {
    const refused = await get('/api/ops/audit', callers.nonOperator);
    expect(refused.json()).toEqual({ code: NOT_OPERATOR_CODE, message: OPERATOR_ACCESS_MESSAGES.notOperator });
    const support = await get('/api/ops/audit', callers.byRole.support);
    expect(support.json()).toEqual({ code: ROLE_REFUSED_CODE, message: OPERATOR_ACCESS_MESSAGES.roleRefused('audit', 'read') });
  });

  it('reads the roles at each request: a revocation counts at the next call', async () => {
    const viewer = await operatorWith(t, ['viewer']);
    expect((await get('/api/ops/audit', viewer)).statusCode).toBe(200);
    await revokeRole(t.db, change(viewer.email, 'viewer'));
    const after = await get('/api/ops/audit', viewer);
    expect(after.statusCode).toBe(403);
    expect(after.json<{ code: string }>().code).toBe(NOT_OPERATOR_CODE);
  });

  it('answers the caller with the roles held, in the table order', async () => {
    const both = await operatorWith(t, ['viewer', 'support']);
    const roles: OperatorRole[] = ['support', 'viewer'];
    expect((await get('/api/ops/me', both)).json()).toEqual({ userId: both.id, roles });
  });
});
