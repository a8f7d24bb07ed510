import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';
import { perCaller } from '../../http/auth';

/** The operator the authorization hook let in (it sets `request.operator` on every console route). */
export function operatorOf(request: FastifyRequest) {
  const { operator, authUser } = request;
  if (!operator || !authUser) throw forbidden();
  return { ...operator, userId: authUser.id };
}

/** Console reads are cheap but can be scripted: a per-account ceiling well above a person's pace. */
export const consoleReads = { max: 120, timeWindow: '1 minute', keyGenerator: perCaller };

/** Decisions are read and weighed one by one: a person's pace is far below this. */
export const consoleActs = { max: 30, timeWindow: '1 minute', keyGenerator: perCaller };

/** The operator as an audit row records them. */
export function auditedOperator(request: FastifyRequest) {
  const operator = operatorOf(request);
  return { operatorId: operator.userId, role: operator.role, ip: request.ip, requestId: String(request.id) };
}
