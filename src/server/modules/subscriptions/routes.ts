import { httpContract } from '#shared/contract/http';
import { WEBHOOK_BODY_LIMIT } from '#shared/contract/http/wallet';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { AppError, badRequest, notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { createSubscriptionProvider } from './provider';
import { createNotifier } from '../notifications/notifier';
import { createSubscriptionService, SubscriptionWebhookRefused } from './service';

/**
 * Qurious Pro: a subscription started, read, cancelled by its owner, its invoices; the provider's
 * webhooks (signed over the raw body, each delivery applied once) are the only source of its state.
 */
export const subscriptionsModule: ServerModule = async (app, { deps }) => {
  const notifier = createNotifier(deps, app.live);
  const subscriptions = createSubscriptionService(deps, createSubscriptionProvider(deps.config, deps.jwtSecret), app.log, notifier);
  const { writes, accountReads, publicReads } = rateLimitTiers(deps.config);

  declareRoute(app, httpContract.subscriptionMine, async ({ user }) => ({ subscription: await subscriptions.mine(user.id) }), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.subscriptionStart, async ({ user, body }) => subscriptions.start(user.id, body.planId), {
    rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: perCaller },
  });
  declareRoute(
    app,
    httpContract.subscriptionCancel,
    async ({ user, params }) => ({ subscription: await subscriptions.cancel(user.id, params.subscriptionId) }),
    { rateLimit: writes },
  );
  declareRoute(
    app,
    httpContract.subscriptionCheckoutVerify,
    async ({ user, params, body }) => ({
      subscription: await subscriptions.verifyCheckout(user.id, params.subscriptionId, body),
      paymentReceived: true as const,
    }),
    { rateLimit: writes },
  );
  declareRoute(app, httpContract.subscriptionHostedGet, async ({ params }) => subscriptions.hostedGet(params.token), {
    rateLimit: publicReads,
  });
  // As the wallet's pay page: the link is the authentication, so its answers are limited per address.
  declareRoute(app, httpContract.subscriptionHostedVerify, async ({ params, body }) => subscriptions.hostedVerify(params.token, body), {
    rateLimit: { max: 30, timeWindow: '10 minutes' },
  });
  declareRoute(app, httpContract.subscriptionInvoices, async ({ user }) => ({ invoices: await subscriptions.invoices(user.id) }), {
    rateLimit: accountReads,
  });

  // Its own scope, to read the body as the exact text signed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    declareRoute(
      scope,
      httpContract.subscriptionWebhook,
      async ({ params, body, request }) => {
        try {
          return { received: true as const, result: await subscriptions.receive(params.provider, body, request.headers) };
        } catch (err) {
          if (!(err instanceof SubscriptionWebhookRefused)) throw err;
          if (err.status === 404) throw notFound('Unknown payment provider.');
          if (err.status === 401) throw new AppError(401, 'BAD_SIGNATURE', 'The webhook signature does not match.');
          throw badRequest('The webhook body could not be read.');
        }
      },
      // Renewals fall due together (the first of a month): a burst from the provider's few addresses is
      // normal, and each delivery refused is sent again later.
      { rateLimit: { max: 600, timeWindow: '1 minute' } },
    );
  });
};
