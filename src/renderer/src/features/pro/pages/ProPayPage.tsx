import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRO_PLANS } from '#shared/domain/pro-plans';
import { call } from '#api/client';
import { messageOf, useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { useFormat } from '#i18n/format';
import { Page } from '#ui/Page';
import { PLAN_LABEL, STATUS_LABEL } from '../labels';
import { priceLine } from '../plan-benefits';
import { CheckoutUnavailable, checkoutAnswer } from '../subscription-checkout';
import '#ui/forms.css';
import '../pro.css';

/**
 * /pro/pay?token=…: our pay page for a Pro subscription, which the desktop app opens in the system
 * browser (Razorpay Checkout runs on a web origin). No sign-in here: the link names the one
 * subscription. The page runs Checkout and sends its signed answer, which only says the payment was
 * received; the app, waiting on its billing page, turns Active when the webhook comes.
 */
function Pay({ token }: { token: string }) {
  const { t } = useTranslation(['guide', 'common']);
  const format = useFormat();
  const [outcome, setOutcome] = useState<'received' | 'closed' | null>(null);
  const hosted = useQuery(`subscriptionHostedGet:${token}`, (signal) => call('subscriptionHostedGet', { params: { token }, signal }));
  const pay = useAction(
    async () => {
      const checkout = hosted.data?.checkout;
      if (!checkout) return;
      setOutcome(null);
      const answer = await checkoutAnswer(checkout);
      if (!answer) {
        setOutcome('closed');
        return;
      }
      await call('subscriptionHostedVerify', { params: { token }, body: answer });
      setOutcome('received');
    },
    { errorOf: (err) => (err instanceof CheckoutUnavailable ? t('guide:pro.checkoutFailed') : messageOf(err)) },
  );
  const { data, error } = hosted;
  if (error) return <p role="alert">{t('guide:pro.pay.notFound')}</p>;
  if (!data) return <p role="status">{t('common:loading')}</p>;
  const plan = t(PLAN_LABEL[data.planId]);
  return (
    <section className="card" aria-labelledby="pro-pay-plan">
      <h2 id="pro-pay-plan">{plan}</h2>
      <p className="pro-price">{priceLine(PRO_PLANS[data.planId], t, format)}</p>
      {/* Always there, so a screen reader announces what the checkout ended in. */}
      <div role="status">
        {outcome === 'received' && <p>{t('guide:pro.billing.activating')}</p>}
        {outcome === 'closed' && <p>{t('guide:pro.checkoutClosed', { plan })}</p>}
        {outcome === 'received' && <p>{t('guide:pro.pay.backToApp')}</p>}
      </div>
      {pay.error && (
        <p className="text-error" role="alert">
          {pay.error}
        </p>
      )}
      {data.checkout && outcome !== 'received' ? (
        <button type="button" className="btn btn-primary" disabled={pay.busy} aria-busy={pay.busy} onClick={() => void pay.run()}>
          {t('guide:pro.pay.authorise', { plan })}
        </button>
      ) : (
        outcome === null && (
          <>
            <dl className="pro-facts">
              <dt>{t('guide:pro.billing.status')}</dt>
              <dd data-testid="pay-status">{t(STATUS_LABEL[data.status])}</dd>
            </dl>
            <p>{t('guide:pro.pay.backToApp')}</p>
          </>
        )
      )}
    </section>
  );
}

export default function ProPayPage() {
  const { t } = useTranslation(['guide']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Page title={t('guide:pro.pay.title')} className="page page-stack">
      {/* The server checks the link's form and signature; the pay page's chunk carries no contract of the wallet's. */}
      {token ? <Pay token={token} /> : <p role="alert">{t('guide:pro.pay.notFound')}</p>}
    </Page>
  );
}
