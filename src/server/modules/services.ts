import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './context';
import { createPaymentProvider } from './wallet/payment-provider';
import { createWalletService, type WalletService } from './wallet/service';

/** The services more than one feature uses: each is built once, here, and handed to the plugins that need it. */
export interface SharedServices {
  /** Balances, top-ups and payouts: the wallet's own routes, and bookings (a booking answers the buyer's wallet). */
  wallets: WalletService;
}

export function buildSharedServices(deps: AppDeps, log: FastifyBaseLogger): SharedServices {
  return { wallets: createWalletService(deps, createPaymentProvider(deps.config, deps.jwtSecret), log) };
}
