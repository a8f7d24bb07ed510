import type { FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAuth, RouteOperator } from '#shared/contract/http';
import type { Authenticator, AuthUser } from './auth';
import { EMAIL_NOT_VERIFIED_CODE, VERIFY_EMAIL_FIRST_MESSAGE } from '#shared/domain/auth-messages';
import { NOT_OPERATOR_CODE, OPERATOR_ACCESS_MESSAGES, ROLE_REFUSED_CODE, roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { AppError, forbidden, unauthorized } from './errors';

export const EXPERT_ONLY_MESSAGE = 'Only experts can do this. Create your expert profile first.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its contract entry (declareRoute sets it); checked by `authorization`. */
    auth?: RouteAuth;
    /** The route's second-factor demand, from its contract entry; checked by `authorization` right after `auth`. */
    secondFactor?: 'recent';
    /** A console route's operator area and access, from its contract entry; checked by `authorization`. */
    operator?: RouteOperator;
  }
  interface FastifyRequest {
    /**
     * On a console route, the role the caller acts as (the one `roleFor` found, the role its audit row
     * records) and every role they hold; null elsewhere.
     */
    operator: { role: OperatorRole; roles: OperatorRole[] } | null;
  }
}

/** The roles an account holds now (read at each request, so a revocation counts at once). */
export type OperatorRolesOf = (userId: string) => Promise<OperatorRole[]>;

/**
 * The route's auth check: authenticates once, keeps the caller on the request for the handler, and
 * answers 401 or 403 before the body is read or params, query and body are validated.
 */
function authHook(level: Exclude<RouteAuth, 'none'>, operator: RouteOperator | undefined, rolesOf: OperatorRolesOf): onRequestAsyncHookHandler {
  return async (request) => {
    // A public route that only reads its caller does not look them up without a token.
    if (level === 'optional' && request.headers.authorization === undefined) return;
    const user = await request.caller();
    request.authUser = user;
    if (level === 'optional') return;
    if (!user) throw unauthorized();
    if (level === 'expert' && !user.isExpert) throw forbidden(EXPERT_ONLY_MESSAGE);
    if (level === 'verified' && user.emailVerified !== true) throw new AppError(403, EMAIL_NOT_VERIFIED_CODE, VERIFY_EMAIL_FIRST_MESSAGE);
    if (operator) {
      const roles = await rolesOf(user.id);
      if (roles.length === 0) throw new AppError(403, NOT_OPERATOR_CODE, OPERATOR_ACCESS_MESSAGES.notOperator);
      const role = roleFor(roles, operator.area, operator.access);
      if (role === null) throw new AppError(403, ROLE_REFUSED_CODE, OPERATOR_ACCESS_MESSAGES.roleRefused(operator.area, operator.access));
      request.operator = { role, roles };
    }
  };
}

/** A signed-in caller whose session has not passed the second factor recently enough is refused (the gate throws 403). */
export type SecondFactorGate = (user: AuthUser) => Promise<void>;

function secondFactorHook(gate: SecondFactorGate): onRequestAsyncHookHandler {
  return async (request) => {
    // The auth hook ran first and refused anyone not signed in.
    if (!request.authUser) throw unauthorized();
    await gate(request.authUser);
  };
}

/** The route's onRequest hooks with `hook` last, in a new array (Fastify shares the first one with the HEAD route). */
function withLast(
  hooks: RouteOptions['onRequest'],
  hook: onRequestAsyncHookHandler,
): (onRequestHookHandler | onRequestAsyncHookHandler)[] {
  if (!hooks) return [hook];
  return [...(Array.isArray(hooks) ? hooks : [hooks]), hook];
}

/**
 * Authorization from the route table: every route declared with a `config.auth` other than `none`
 * gets the check as its last onRequest hook. Route hooks run after the app's own onRequest hooks,
 * in the order they were added, and @fastify/rate-limit adds its hook when the route is declared
 * (an onRoute hook registered before this one, which the dependency below enforces): so a request
 * is counted by its route's limit first, then refused or let through, then its body is read.
 * Not encapsulated (fastify-plugin), so the hook and the `authUser` decorator reach every feature.
 */
export const authorization = fp<{ authenticator: Authenticator; operatorRoles: OperatorRolesOf; secondFactor?: SecondFactorGate }>(
  async (app, { authenticator, operatorRoles, secondFactor }) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('operator', null);
    const callers = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
    app.decorateRequest('caller', function (this: FastifyRequest): Promise<AuthUser | null> {
      let found = callers.get(this);
      if (!found) {
        found = authenticator.authenticate(this);
        callers.set(this, found);
      }
      return found;
    });
    app.addHook('onRoute', (route) => {
      const level = route.config?.auth;
      const operator = route.config?.operator;
      // Every change an operator makes needs a session that passed the second factor recently: a console
      // route that acts carries the demand whether or not its entry says so.
      const demand = route.config?.secondFactor ?? (operator?.access === 'act' ? 'recent' : undefined);
      // Fails closed: a console route that would let anyone in is a mistake in its contract entry, and so is
      // a second-factor flag no one would check or on a route anyone may call.
      if (operator && (level === undefined || level === 'none' || level === 'optional')) {
        throw new Error(`${String(route.method)} ${route.url}: an operator route needs a signed-in caller`);
      }
      if (demand && (level === undefined || level === 'none' || level === 'optional' || !secondFactor))
        throw new Error(`${String(route.method)} ${route.url}: a second-factor route needs a signed-in auth level and the gate`);
      if (level === undefined || level === 'none') return;
      route.onRequest = withLast(route.onRequest, authHook(level, operator, operatorRoles));
      if (demand && secondFactor) route.onRequest = withLast(route.onRequest, secondFactorHook(secondFactor));
    });
  },
  { name: 'authorization', dependencies: ['@fastify/rate-limit'] },
);
