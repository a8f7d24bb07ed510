import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';

/** The operator the authorization hook let in (it sets `request.operator` on every console route). */
export function operatorOf(request: FastifyRequest) {
  const { operator, authUser } = request;
  if (!operator || !authUser) throw forbidden();
  return { ...operator, userId: authUser.id };
}

/** The operator as an audit row records them. */
export function auditedOperator(request: FastifyRequest) {
  const operator = operatorOf(request);
  return { operatorId: operator.userId, role: operator.role, ip: request.ip, requestId: String(request.id) };
}
