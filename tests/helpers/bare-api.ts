import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Authenticator } from '#server/http/auth';
import { authorization, type OperatorRolesOf, type SecondFactorGate } from '#server/http/authorization';
import { installErrorHandler } from '#server/http/error-handler';

/**
 * A bare Fastify app that takes routes as the API does (zod compilers, the one error handler, the
 * rate limit, then authorization with the given caller and operator-role lookups), for tests of made-up routes.
 */
export async function bareApi(
  auth: Authenticator,
  opts: { secondFactor?: SecondFactorGate; operatorRoles?: OperatorRolesOf } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(rateLimit, { global: false });
  await app.register(authorization, {
    authenticator: auth,
    operatorRoles: opts.operatorRoles ?? (() => Promise.resolve([])),
    ...(opts.secondFactor ? { secondFactor: opts.secondFactor } : {}),
  });
  return app;
}
