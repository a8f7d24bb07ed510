import type { OperatorRole } from '#shared/domain/operator-roles';
import type { ModerationNotice } from './notices';

/** The operator acting and where the request came from, for the audit row. */
export interface Acting {
  operatorId: string;
  role: OperatorRole;
  ip: string | null;
  requestId: string | null;
}

/** Tells a user of a moderation decision (./notices), once the change is committed. */
export type Tell = (to: { userId: string; subjectId: string; link: string }, notice: ModerationNotice) => Promise<void>;
