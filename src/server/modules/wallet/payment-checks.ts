import {
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  type HostedPayment,
  type PaymentState,
  type PaymentVerifyBody,
} from '#shared/contract/http/payments';
import { badRequest, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { paymentIdOfToken } from './pay-token';
import type { WalletService } from './service';
import type { PaymentsTable } from './tables';

/**
 * A purchase after its checkout: where it stands (the desktop app polls this), and the checkout's
 * signed answer, which credits the wallet only when the provider's signature of that order and
 * payment verifies. The buyer reaches their purchase by session; the pay page in the system browser
 * by its link's token. Anyone else's purchase answers 404, as if it did not exist.
 */
export function createPaymentChecks(deps: AppDeps, wallets: WalletService) {
  const db = deps.db.kysely;
  const { provider } = wallets;

  async function paymentById(paymentId: string): Promise<PaymentsTable | undefined> {
    return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  }

  async function owned(userId: string, paymentId: string): Promise<PaymentsTable> {
    const payment = await paymentById(paymentId);
    if (!payment || payment.user_id !== userId) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    return payment;
  }

  async function byToken(token: string): Promise<PaymentsTable> {
    const paymentId = paymentIdOfToken(deps.jwtSecret, token);
    const payment = paymentId ? await paymentById(paymentId) : undefined;
    if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    return payment;
  }

  /** The purchase and how to pay it; `email` prefills the checkout for the buyer's own session only. */
  async function hosted(payment: PaymentsTable, email = ''): Promise<HostedPayment> {
    const open = payment.status !== 'paid' && payment.provider === provider.name && payment.provider_ref;
    let checkout = null;
    if (open && payment.provider_ref) {
      checkout = provider.checkoutOf(payment.provider_ref, {
        amountMinor: payment.amount_minor,
        description: `${payment.credits} Qurious credits`,
        customerEmail: email,
      });
    }
    return { status: payment.status, credits: payment.credits, checkout };
  }

  async function state(payment: PaymentsTable): Promise<PaymentState> {
    const user = await db.selectFrom('users').select('email').where('id', '=', payment.user_id).executeTakeFirst();
    return {
      ...(await hosted(payment, user?.email)),
      paymentId: payment.id,
      wallet: await wallets.wallet(payment.user_id),
    };
  }

  /** Settles the payment from the checkout's answer; a forged or mismatched one is refused (400) and changes nothing. */
  async function verify(payment: PaymentsTable, answer: PaymentVerifyBody): Promise<PaymentsTable> {
    const matches =
      payment.provider === provider.name &&
      payment.provider_ref === answer.orderId &&
      provider.verifyCheckoutAnswer(answer);
    if (!matches) throw badRequest(PAYMENT_NOT_VERIFIED_MESSAGE, undefined, 'BAD_SIGNATURE');
    await wallets.settle(
      {
        providerRef: answer.orderId,
        paymentId: payment.id,
        status: 'paid',
        providerPaymentId: answer.providerPaymentId,
      },
      provider.name,
    );
    return (await paymentById(payment.id)) ?? payment;
  }

  return {
    get: async (userId: string, paymentId: string) => state(await owned(userId, paymentId)),
    verify: async (userId: string, paymentId: string, answer: PaymentVerifyBody) =>
      state(await verify(await owned(userId, paymentId), answer)),
    hostedGet: async (token: string) => hosted(await byToken(token)),
    hostedVerify: async (token: string, answer: PaymentVerifyBody) => hosted(await verify(await byToken(token), answer)),
  };
}
