import { z } from 'zod';
import { OPERATOR_ROLES } from '../../domain/operator-roles';
import { opsAuditQuerySchema, opsUserQuerySchema, opsUserSearchQuerySchema } from '../../domain/ops-console';
import { accountSessionSchema } from './account';
import { bookingSchema } from './bookings';
import { conversationSchema } from './messages';
import { gigSchema } from './gigs';
import { withdrawalSchema } from './payouts';
import { opsReconciliationRunSchema } from './ops-money';
import { defineRoute } from './route';
import { ledgerEntrySchema, walletSchema } from './wallet';

const roleSchema = z.enum(OPERATOR_ROLES);

/** The home's figures; a part the caller's roles may not see is null. */
const opsHomeSchema = z.object({
  /** Reports not triaged yet, and the oldest among them. */
  reports: z.object({ open: z.number().int(), oldestAt: z.string().nullable(), oldestAgeSeconds: z.number().int().nullable() }).nullable(),
  /** Credits bought (top-ups) and refunded since the start of today, UTC. */
  credits: z.object({ since: z.string(), bought: z.number().int(), refunded: z.number().int() }).nullable(),
  /** Accounts suspended since Monday 00:00 UTC and still suspended. */
  suspensions: z.object({ since: z.string(), count: z.number().int() }).nullable(),
  /** Disputes not decided yet (opened or awaiting support) and the nearest deadline among them. */
  disputes: z.object({ open: z.number().int(), nearestDeadline: z.string().nullable() }).nullable(),
  /** The last reconciliation of Razorpay's payments against the ledger (null before the first run, or for roles that may not see it). */
  reconciliation: z.object({ last: opsReconciliationRunSchema.nullable() }).nullable(),
  /**
   * The backups (every operator sees them): ok, stale (no good backup for two intervals), none yet or
   * off; the newest good backup; the newest drill that restored it, with its data loss window (RPO) and
   * restore time (RTO).
   */
  backups: z.object({
    state: z.enum(['ok', 'stale', 'none', 'off']),
    lastBackupAt: z.string().nullable(),
    lastDrill: z.object({ at: z.string(), rpoSeconds: z.number().int(), rtoSeconds: z.number().int() }).nullable(),
  }),
  /** Support tickets still open and the oldest one's age. */
  tickets: z.object({ open: z.number().int(), oldestAt: z.string().nullable(), oldestAgeSeconds: z.number().int().nullable() }).nullable(),
});
export type OpsHome = z.infer<typeof opsHomeSchema>;

const opsAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** The expert page's name, when the account has an expert profile. */
  expertUserName: z.string().nullable(),
});
export type OpsAccount = z.infer<typeof opsAccountSchema>;

const opsExpertProfileSchema = z.object({
  id: z.string(),
  userName: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
});

const opsDeviceSchema = z.object({ id: z.string(), createdAt: z.string(), lastUsedAt: z.string(), expiresAt: z.string() });

/** What opens with a reason: the wallet and its ledger, withdrawals, conversations. */
const opsPrivateSchema = z.object({
  wallet: walletSchema,
  ledger: z.array(ledgerEntrySchema),
  withdrawals: z.array(withdrawalSchema),
  conversations: z.array(conversationSchema),
});

const opsUserPageSchema = z.object({
  account: opsAccountSchema,
  roles: z.array(roleSchema),
  expertProfile: opsExpertProfileSchema.nullable(),
  gigs: z.array(gigSchema),
  bookingsAsBuyer: z.array(bookingSchema),
  bookingsAsExpert: z.array(bookingSchema),
  sessions: z.array(accountSessionSchema),
  devices: z.array(opsDeviceSchema),
  /** Null until asked for with a reason. */
  private: opsPrivateSchema.nullable(),
});
export type OpsUserPage = z.infer<typeof opsUserPageSchema>;

const auditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  role: roleSchema,
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  at: z.string(),
});
export type OpsAuditEntry = z.infer<typeof auditEntrySchema>;

const userParams = z.object({ userId: z.string().min(1).max(64) });

/**
 * The operations console (read side). Each route names the operator area it works on and its access;
 * the server refuses anyone without a role allowing it (401 anonymous, 403 otherwise) before reading
 * the query. Every role may see users; the trail is for viewers and owners.
 */
export const opsRoutes = {
  /** The caller's operator roles (403 NOT_OPERATOR for a signed-in account without any). */
  opsMe: defineRoute({
    method: 'GET',
    path: '/api/ops/me',
    refuses: [403],
    auth: 'user',
    operator: { area: 'users', access: 'read' },
    response: z.object({ userId: z.string(), roles: z.array(roleSchema) }),
  }),
  opsHome: defineRoute({
    method: 'GET',
    path: '/api/ops/home',
    refuses: [403],
    auth: 'user',
    operator: { area: 'users', access: 'read' },
    response: opsHomeSchema,
  }),
  opsUserSearch: defineRoute({
    method: 'GET',
    path: '/api/ops/users',
    auth: 'user',
    operator: { area: 'users', access: 'read' },
    query: opsUserSearchQuerySchema,
    response: z.object({ users: z.array(opsAccountSchema), page: z.number().int(), hasMore: z.boolean() }),
  }),
  opsUser: defineRoute({
    method: 'GET',
    path: '/api/ops/users/:userId',
    refuses: [403, 404],
    auth: 'user',
    operator: { area: 'users', access: 'read' },
    params: userParams,
    query: opsUserQuerySchema,
    response: opsUserPageSchema,
  }),
  opsAudit: defineRoute({
    method: 'GET',
    path: '/api/ops/audit',
    auth: 'user',
    operator: { area: 'audit', access: 'read' },
    query: opsAuditQuerySchema,
    response: z.object({ entries: z.array(auditEntrySchema), next: z.object({ at: z.string(), id: z.string() }).nullable() }),
  }),
  /** The same rows as CSV (text/csv, newest first, at most OPS_AUDIT_CSV_MAX_ROWS). */
  opsAuditCsv: defineRoute({
    method: 'GET',
    path: '/api/ops/audit.csv',
    auth: 'user',
    operator: { area: 'audit', access: 'read' },
    query: opsAuditQuerySchema,
    answerType: 'text/csv',
    response: z.string(),
  }),
};
