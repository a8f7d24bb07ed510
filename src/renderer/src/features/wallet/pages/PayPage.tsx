import { useSearchParams } from 'react-router-dom';
import { PAY_TOKEN_PATTERN } from '#shared/contract/http/payments';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { useFormat } from '#i18n/format';
import { useTranslation } from 'react-i18next';
import '#ui/forms.css';
import '#features/bookings/bookings.css';

/**
 * /wallet/pay?token=…: our pay page, which the desktop app opens in the system browser (Razorpay
 * Checkout runs on a web origin). No sign-in here: the link names the one purchase. The page runs
 * Checkout and posts its signed answer; the app, which polls the purchase, sees it paid.
 */
function Pay({ token }: { token: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const format = useFormat();
  const payment = useQuery(`walletHostedPaymentGet:${token}`, (signal) =>
    call('walletHostedPaymentGet', { params: { token }, signal }),
  );
  const pay = useAction(async () => {
    const checkout = payment.data?.checkout;
    if (!checkout) return;
    const { payWithRazorpay } = await import('../razorpay-checkout');
    let answer;
    try {
      answer = await payWithRazorpay(checkout);
    } catch {
      throw new Error(t('wallet:checkoutFailed'));
    }
    if (!answer) return;
    await call('walletHostedPaymentVerify', { params: { token }, body: answer });
    payment.retry();
  });
  const { data, error } = payment;
  if (error) return <p role="alert">{t('wallet:notFound')}</p>;
  if (!data) return <p role="status">{t('common:loading')}</p>;
  if (data.status === 'paid')
    return (
      <div role="status">
        <p>{t('wallet:paid', { count: data.credits, n: format.number(data.credits) })}</p>
        <p>{t('wallet:backToApp')}</p>
      </div>
    );
  if (!data.checkout) return <p role="alert">{t('wallet:notFound')}</p>;
  const rupees = format.rupees(data.checkout.amountMinor / 100);
  return (
    <div className="card bk-buy">
      {data.status === 'failed' && <p className="text-muted">{t('wallet:paymentFailed')}</p>}
      {pay.error && (
        <p className="text-error" role="alert">
          {pay.error}
        </p>
      )}
      <button type="button" className="btn" disabled={pay.busy} onClick={() => void pay.run()}>
        {pay.busy ? t('wallet:paying') : t('wallet:payFor', { count: data.credits, n: format.number(data.credits), rupees })}
      </button>
      <p className="text-muted">{t('wallet:securedBy')}</p>
    </div>
  );
}

export default function PayPage() {
  const { t } = useTranslation(['wallet', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Page title={t('wallet:payTitle')} className="page page-stack">
      {PAY_TOKEN_PATTERN.test(token) ? <Pay token={token} /> : <p role="alert">{t('wallet:notFound')}</p>}
    </Page>
  );
}
