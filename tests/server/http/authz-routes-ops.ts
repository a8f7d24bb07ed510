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
