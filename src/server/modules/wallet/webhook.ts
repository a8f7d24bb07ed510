import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/wallet/webhooks/:provider',
      {
        schema: { params: z.object({ provider: z.string().min(1).max(40) }) },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { provider } = request.params as { provider: string };
        if (provider !== wallets.provider.name) throw notFound('Unknown payment provider.');
        const raw = typeof request.body === 'string' ? request.body : '';
        let event;
        try {
          event = wallets.provider.parseWebhook(raw, request.headers);
        } catch (err) {
          if (err instanceof WebhookSignatureError)
            throw new AppError(401, 'BAD_SIGNATURE', 'The webhook signature does not match.');
          throw badRequest('The webhook body could not be read.');
        }
        if (!event) return { received: true, result: 'ignored' };
        return { received: true, result: await wallets.settle(event, provider) };
      },
    );
  });
}
