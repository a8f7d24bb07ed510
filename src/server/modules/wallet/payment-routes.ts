import type { FastifyInstance } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { perCaller } from '../../http/auth';
import { rateLimitTiers } from '../../http/rate-limits';
import type { AppDeps } from '../context';
import { createPaymentChecks } from './payment-checks';
import type { WalletService } from './service';

/**
 * A purchase after its checkout: the buyer's page verifies the checkout's signed answer
 * and follows the purchase; the pay page in the system browser does the same through its link.
 */
export function installPaymentRoutes(app: FastifyInstance, deps: AppDeps, wallets: WalletService): void {
  const checks = createPaymentChecks(deps, wallets);
  const { accountReads, publicReads } = rateLimitTiers(deps.config);
  const verifies = { max: 30, timeWindow: '10 minutes', keyGenerator: perCaller };

  declareRoute(app, httpContract.walletPaymentGet, async ({ user, params }) => checks.get(user.id, params.paymentId), {
    rateLimit: accountReads,
  });
  declareRoute(
    app,
    httpContract.walletPaymentVerify,
    async ({ user, params, body }) => checks.verify(user.id, params.paymentId, body),
    { rateLimit: verifies },
  );
  declareRoute(app, httpContract.walletHostedPaymentGet, async ({ params }) => checks.hostedGet(params.token), {
    rateLimit: publicReads,
  });
  declareRoute(
    app,
    httpContract.walletHostedPaymentVerify,
    async ({ params, body }) => checks.hostedVerify(params.token, body),
    { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  );
}
