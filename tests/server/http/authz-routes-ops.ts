import type { RouteName } from '#shared/contract/http';
import { json, LONG_ID, type Expectations, type RouteCase } from './authz-kit';

/**
 * The operations console's cases of the authorization matrix; see authz-routes.ts. None of the
 * matrix's actors is an operator: signed in, each learns 403 before its query is read. Every role
 * against every console route is tried in tests/server/ops/console-authz.test.ts.
 */
const operatorsOnly: Expectations = {
  valid: { anonymous: 401, buyer: 403, otherExpert: 403, owner: 403 },
  invalid: { anonymous: 401, buyer: 403, otherExpert: 403, owner: 403 },
};

const opsCase = (url: string, invalidUrl: string): RouteCase => ({
  owner: 'buyer',
  owned: true,
  expect: operatorsOnly,
  probe: async () => ({ url, invalidUrl }),
});

/** An account action on the matrix's buyer: a reason is valid, an empty one is not (403 comes first either way). */
const accountAction = (verb: string, valid: object = { reason: 'Seen in the reports' }): RouteCase => ({
  owner: 'buyer',
  owned: true,
  expect: operatorsOnly,
  probe: async (w) => ({
    url: `/api/ops/users/${w.ownerBuyer.id}/${verb}`,
    valid: () => json(valid),
    invalid: () => json({ reason: '' }),
  }),
});

/** A console action (POST): its body valid and invalid; either way a non-operator learns 403 first. */
const opsAction = (url: string, valid: object, invalid: object): RouteCase => ({
  owner: 'buyer',
  owned: true,
  expect: operatorsOnly,
  probe: async () => ({ url, valid: () => json(valid), invalid: () => json(invalid) }),
});

export const OPS_ROUTE_CASES: Record<Extract<RouteName, `ops${string}`>, RouteCase> = {
  opsMe: opsCase('/api/ops/me', '/api/ops/me?unknown=1'),
  opsHome: opsCase('/api/ops/home', '/api/ops/home?unknown=1'),
  opsUserSearch: opsCase('/api/ops/users?q=ann', '/api/ops/users?q=a'),
  opsUser: {
    owner: 'buyer',
    owned: true,
    expect: operatorsOnly,
    probe: async (w) => ({ url: `/api/ops/users/${w.ownerBuyer.id}`, invalidUrl: `/api/ops/users/${w.ownerBuyer.id}?reason=x` }),
  },
  opsUserSuspensions: {
    owner: 'buyer',
    owned: true,
    expect: operatorsOnly,
    probe: async (w) => ({ url: `/api/ops/users/${w.ownerBuyer.id}/suspensions`, invalidUrl: `/api/ops/users/${LONG_ID}/suspensions` }),
  },
  opsUserSuspend: accountAction('suspend', { reason: 'Seen in the reports', until: null }),
  opsUserLift: accountAction('lift'),
  opsUserSignOut: accountAction('sign-out'),
  opsUserVerifyEmail: accountAction('verify-email'),
  opsUserDelete: accountAction('delete'),
  opsAudit: opsCase('/api/ops/audit', '/api/ops/audit?from=yesterday'),
  opsAuditCsv: opsCase('/api/ops/audit.csv', '/api/ops/audit.csv?from=yesterday'),
  opsDisputes: opsCase('/api/ops/disputes', '/api/ops/disputes?page=0'),
  opsDispute: opsCase('/api/ops/disputes/d-1', `/api/ops/disputes/${LONG_ID}`),
  opsDisputeDecide: {
    owner: 'buyer',
    owned: true,
    expect: operatorsOnly,
    probe: async () => ({
      url: '/api/ops/disputes/d-1/decide',
      valid: () => json({ outcome: { kind: 'split', buyerCredits: 1 }, reason: 'Read the thread' }),
      invalid: () => json({ outcome: { kind: 'halve' }, reason: '' }),
    }),
  },
  opsBooking: opsCase('/api/ops/bookings/b-1', `/api/ops/bookings/${LONG_ID}`),
  opsBookingCancel: opsAction('/api/ops/bookings/b-1/cancel', { refund: { kind: 'full' }, reason: 'The expert asked us' }, { refund: { kind: 'half' }, reason: '' }),
  opsBookingResettle: opsAction('/api/ops/bookings/b-1/resettle', { outcome: 'expert_no_show', reason: 'The call never happened' }, { outcome: 'maybe', reason: '' }),
  opsPayouts: opsCase('/api/ops/payouts', '/api/ops/payouts?unknown=1'),
  opsPayoutRetry: opsAction('/api/ops/payouts/p-1/retry', { reason: 'The bank is back' }, { reason: '' }),
  opsPayoutReturn: opsAction('/api/ops/payouts/p-1/return', { reason: 'The account is closed' }, { reason: '' }),
  opsReconciliation: opsCase('/api/ops/reconciliation', `/api/ops/reconciliation?runId=${LONG_ID}`),
  opsReconciliationRun: opsAction('/api/ops/reconciliation/run', { reason: 'Checking after the outage' }, { day: 'yesterday', reason: 'x' }),
  opsTickets: opsCase('/api/ops/tickets', '/api/ops/tickets?status=waiting'),
  opsTicket: opsCase('/api/ops/tickets/t-1', `/api/ops/tickets/${LONG_ID}`),
  opsTicketAnswer: opsAction('/api/ops/tickets/t-1/answer', { text: 'We refunded the credits today.' }, {}),
  opsTicketClose: opsAction('/api/ops/tickets/t-1/close', { reason: 'Answered in full' }, {}),
  opsTicketReopen: opsAction('/api/ops/tickets/t-1/reopen', { reason: 'The sender wrote again' }, {}),
  opsReports: opsCase('/api/ops/reports', '/api/ops/reports?status=pending'),
  opsReportTriage: {
    owner: 'buyer',
    owned: true,
    expect: operatorsOnly,
    probe: async () => ({
      url: '/api/ops/reports/r-1/triage',
      valid: () => json({ action: 'dismiss', reason: 'Nothing against the rules' }),
      invalid: () => json({ action: 'ban', reason: '' }),
    }),
  },
  opsContentHide: {
    owner: 'buyer',
    owned: true,
    expect: operatorsOnly,
    probe: async (w) => ({
      url: '/api/ops/content/hide',
      valid: () => json({ kind: 'gig', id: w.activeGig, reason: 'Asks for payment outside Qurious' }),
      invalid: () => json({ kind: 'user', id: w.activeGig, reason: '' }),
    }),
  },
  opsContentUnhide: {
    owner: 'buyer',
    owned: true,
    expect: operatorsOnly,
    probe: async (w) => ({
      url: '/api/ops/content/unhide',
      valid: () => json({ kind: 'gig', id: w.activeGig, reason: 'Fixed by the expert' }),
      invalid: () => json({ kind: 'gig', id: '', reason: 'Fixed by the expert' }),
    }),
  },
};
