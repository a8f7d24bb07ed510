import type { FastifyInstance } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { WEBHOOK_BODY_LIMIT } from '#shared/contract/http/wallet';
import { declareRoute } from '../../http/declare-route';
import { AppError, badRequest, notFound } from '../../http/errors';
import { WebhookSignatureError } from './payments';
import type { WalletService } from './service';

/**
 * POST /api/wallet/webhooks/:provider — the provider's server tells us a payment settled. The
 * route lives in its own scope so it can read the raw body (signatures are over the exact bytes).
 * Deliveries may repeat: settling is idempotent, and a repeat answers 200 so the provider stops.
 */
export async function installPaymentWebhook(app: FastifyInstance, wallets: WalletService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    declareRoute(
      scope,
      httpContract.walletWebhook,
      async ({ params, body, request }) => {
        if (params.provider !== wallets.provider.name) throw notFound('Unknown payment provider.');
        let event;
        try {
          event = wallets.provider.parseWebhook(body, request.headers);
        } catch (err) {
          if (err instanceof WebhookSignatureError)
            throw new AppError(401, 'BAD_SIGNATURE', 'The webhook signature does not match.');
          throw badRequest('The webhook body could not be read.');
        }
        if (!event) return { received: true as const, result: 'ignored' as const };
        return { received: true as const, result: await wallets.settle(event, params.provider) };
      },
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    );
  });
}
