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
