import type { FastifyBaseLogger } from 'fastify';
import type { OperatorRole } from '#shared/domain/operator-roles';
import type { AppDeps } from '../context';

/** What a suspension or a lift is done with: the app's parts outside the database. */
export interface SuspensionContext {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** Closes the account's live sockets on every instance (the live hub, through its bus). */
  closeSockets: (userId: string, sessionIds: string[]) => Promise<void>;
}

/** Who did it, as the audit trail keeps it (operatorId null: the end-date job). */
export interface ActingOperator {
  operatorId: string | null;
  role: OperatorRole;
  reason: string;
  ip: string | null;
  requestId: string | null;
}
