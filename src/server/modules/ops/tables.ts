import type { OperatorRole } from '#shared/domain/operator-roles';

/** One role an account holds as an operator; (user_id, role) is the key. */
export interface OperatorRolesTable {
  user_id: string;
  role: OperatorRole;
  /** The owner who granted it; null: from the command line on the server's machine. */
  granted_by: string | null;
  granted_at: string;
}

/** One operator action; append-only (a trigger refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: string;
  /** Null: the command line on the server's machine. */
  operator_id: string | null;
  /** The role the action was done as. */
  role: OperatorRole;
  /** `<area>.<verb>`, e.g. roles.grant. */
  action: string;
  target_type: string;
  target_id: string;
  reason: string;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  request_id: string | null;
  created_at: string;
}

/** One suspension of an account (modules/ops/suspend.ts); the open one has lifted_at null. */
export interface AccountSuspensionsTable {
  id: string;
  user_id: string;
  /** Null: lifted by its end date's job or from the command line. */
  operator_id: string | null;
  reason: string;
  suspended_at: string;
  /** When it lifts itself; null: until an operator lifts it. */
  until: string | null;
  /** The ids of the active bookings the operator kept (JSON array). */
  kept_bookings_json: string;
  lifted_at: string | null;
  /** Null with lifted_at set: it reached its end date. */
  lifted_by: string | null;
  lift_reason: string | null;
}
