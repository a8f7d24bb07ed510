import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { perCaller } from '../../http/auth';
import type { ServerModule } from '../context';
import { expertIdOf } from '../bookings/repo';
import { createPaymentProvider } from './payments';
import { createWalletService } from './service';
import { installPaymentWebhook } from './webhook';

/** The credits wallet: balance and history, Buy credits, the payment webhook, the expert's earnings. */
export const walletModule: ServerModule = async (app, { deps }) => {
  const wallets = createWalletService(deps, createPaymentProvider(deps.jwtSecret), app.log);

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

  declareRoute(app, httpContract.walletEarnings, async ({ user }) =>
    wallets.earnings(user.id, await expertIdOf(deps.db.kysely, user.id)),
  );

  await installPaymentWebhook(app, wallets);
};
