import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { perCaller } from '../../http/auth';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { expertIdOf } from '../bookings/repo';
import { installPaymentWebhook } from './webhook';
import { payoutJobKinds } from './payout-jobs';
import { installPaymentRoutes } from './payment-routes';
import { feePercentFor } from './fee-percent';

/**
 * The credits wallet: balance and history, Buy credits, the payment webhook, the expert's earnings
 * and withdrawals. Its payout job (paying requested withdrawals out) runs on the app's runner
 * (server/jobs); the wallet service is the app's one (../services), shared with bookings.
 */
export const walletModule: ServerModule = async (app, { deps, services }) => {
  const { wallets } = services;

  declareRoute(app, httpContract.walletGet, async ({ user }) => ({
    wallet: await wallets.wallet(user.id),
    entries: await wallets.history(user.id),
  }));

  declareRoute(
    app,
    httpContract.walletCheckout,
    async ({ user, body }) => wallets.checkout(user.id, body.credits, body.requestId),
    {
      rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: perCaller },
    },
  );

  installPaymentRoutes(app, deps, wallets);

  const { writes, accountReads } = rateLimitTiers(deps.config);
  declareRoute(
    app,
    httpContract.walletEarnings,
    async ({ user }) => wallets.earnings(user.id, await expertIdOf(deps.db.kysely, user.id)),
    { rateLimit: accountReads },
  );
  declareRoute(
    app,
    httpContract.walletFee,
    async ({ user }) => ({ feePercent: await feePercentFor({ config: deps.config, db: deps.db.kysely }, user.id, deps.clock.now()) }),
    { rateLimit: accountReads },
  );
  declareRoute(
    app,
    httpContract.walletPayoutAccountSave,
    async ({ user, body }) => ({ payoutAccount: await wallets.payouts.saveAccount(user.id, body) }),
    { rateLimit: writes },
  );
  declareRoute(
    app,
    httpContract.walletWithdraw,
    async ({ user, body }) => wallets.payouts.withdraw(user.id, body.credits, body.requestId),
    { rateLimit: writes },
  );

  app.jobs.register(payoutJobKinds);

  await installPaymentWebhook(app, wallets);
};
