import { z } from 'zod';

/**
 * Operators: a normal account holding one or more roles (rows, never a flag in a token). The console is
 * for the team, in English: these texts are not in the message catalogue the product's pages use.
 */
export const OPERATOR_ROLES = ['support', 'trust', 'finance', 'viewer', 'owner'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator works on; an audit row's action names one of them (`users.suspend`, `roles.grant`). */
export const OPERATOR_AREAS = [
  'users',
  'bookings',
  'reports',
  'disputes',
  'suspensions',
  'content',
  'refunds',
  'payouts',
  'reconciliation',
  'roles',
  'audit',
  'tickets',
] as const;
export type OperatorArea = (typeof OPERATOR_AREAS)[number];

/** 'read' sees an area; 'act' changes it (and sees it). An area a role does not list is closed to it. */
export type OperatorAccess = 'read' | 'act';

const readsEverything = Object.fromEntries(OPERATOR_AREAS.map((area) => [area, 'read'])) as Record<OperatorArea, 'read'>;

/**
 * What each role may do, the one table every check reads. Each role sees the accounts it works for; only
 * `owner` changes roles; nobody changes the audit trail (it is append-only, also in the database).
 */
export const OPERATOR_PERMISSIONS: Readonly<Record<OperatorRole, Readonly<Partial<Record<OperatorArea, OperatorAccess>>>>> = {
  support: { users: 'act', bookings: 'act', reports: 'act', disputes: 'act', tickets: 'act', suspensions: 'read', content: 'read' },
  trust: { users: 'read', reports: 'read', suspensions: 'act', content: 'act' },
  finance: { users: 'read', bookings: 'read', disputes: 'read', refunds: 'act', payouts: 'act', reconciliation: 'act' },
  viewer: readsEverything,
  owner: { roles: 'act', users: 'read', audit: 'read' },
};

/** The first of the roles held that may do this (the role an audit row records), or null: refused. */
export function roleFor(held: readonly OperatorRole[], area: OperatorArea, access: OperatorAccess): OperatorRole | null {
  const fits = (role: OperatorRole) => {
    const granted = OPERATOR_PERMISSIONS[role][area];
    return granted === 'act' || (granted === 'read' && access === 'read');
  };
  return held.find(fits) ?? null;
}

export const unknownRoleMessage = (given: string) =>
  `"${given}" is not an operator role: use one of ${OPERATOR_ROLES.join(', ')}.`;

export const operatorRoleSchema = z.enum(OPERATOR_ROLES, { error: (issue) => unknownRoleMessage(String(issue.input)) });

/** Why an operator did what they did: required on every change, kept in the audit trail. */
export const OPERATOR_REASON_MIN = 3;
export const OPERATOR_REASON_MAX = 500;
export const OPERATOR_REASON_REQUIRED_MESSAGE = 'Give a reason for this action.';
export const OPERATOR_REASON_TOO_SHORT_MESSAGE = `A reason has at least ${OPERATOR_REASON_MIN} characters.`;
export const OPERATOR_REASON_TOO_LONG_MESSAGE = `A reason has at most ${OPERATOR_REASON_MAX} characters.`;

export const operatorReasonSchema = z
  .string({ error: OPERATOR_REASON_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: OPERATOR_REASON_REQUIRED_MESSAGE, abort: true })
  .min(OPERATOR_REASON_MIN, OPERATOR_REASON_TOO_SHORT_MESSAGE)
  .max(OPERATOR_REASON_MAX, OPERATOR_REASON_TOO_LONG_MESSAGE);

/** Why a grant or revocation is refused. */
export const ROLE_MESSAGES = {
  noSuchAccount: (email: string) => `No account has the email ${email}.`,
  accountClosed: (email: string) => `The account ${email} is deleted or suspended: it cannot be given a role.`,
  alreadyHeld: (email: string, role: OperatorRole) => `${email} already has the role ${role}.`,
  notHeld: (email: string, role: OperatorRole) => `${email} does not have the role ${role}.`,
  lastOwner: 'The last owner cannot be revoked: grant owner to another account first.',
  ownersOnly: 'Only an owner grants and revokes roles.',
} as const;

/** Why a console route refuses a signed-in caller (403), before anything is read. */
export const OPERATOR_ACCESS_MESSAGES = {
  notOperator: 'This is the operations console: your account is not an operator.',
  roleRefused: (area: OperatorArea, access: OperatorAccess) =>
    `None of your operator roles may ${access === 'act' ? 'change' : 'see'} ${area}.`,
} as const;

/** The codes of those refusals, so the console tells "not an operator" from "not this role". */
export const NOT_OPERATOR_CODE = 'NOT_OPERATOR';
export const ROLE_REFUSED_CODE = 'ROLE_REFUSED';
