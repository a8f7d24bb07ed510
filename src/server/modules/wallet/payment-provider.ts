import type { Config } from '../../config';
import { testModeProvider, testWebhookSecret, type PaymentProvider } from './payments';
import { razorpayProvider } from './razorpay';

/** The provider in use: Razorpay when its keys are set, else the built-in test mode (the default). */
export function createPaymentProvider(config: Pick<Config, 'razorpay'>, serverSecret: string): PaymentProvider {
  return config.razorpay ? razorpayProvider(config.razorpay) : testModeProvider(testWebhookSecret(serverSecret));
}
