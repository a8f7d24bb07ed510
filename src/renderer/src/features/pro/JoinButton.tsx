import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { messageOf, useAction } from '#api/use-action';
import type { ProPlanId } from '#shared/domain/pro-plans';
import { PLAN_LABEL } from './labels';
import { authoriseSubscription, CheckoutUnavailable, type BillingArrival } from './subscription-checkout';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';

/**
 * Starts a subscription to one plan: a visitor is asked to sign in first; Razorpay Checkout opens in the
 * page where the mandate is given (the desktop app: our pay page in the system browser), and the billing
 * page shows what follows; a checkout closed unpaid leaves the user here, told so, free to join again;
 * the test mode answers at once.
 */
export function JoinButton({ planId }: { planId: ProPlanId }) {
  const { t } = useTranslation(['guide']);
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const join = useAction(
    async () => {
      setClosed(false);
      const started = await call('subscriptionStart', { body: { planId } });
      const outcome = await authoriseSubscription(started);
      if (outcome.kind === 'closed') {
        setClosed(true);
        return;
      }
      const arrival: BillingArrival = { paymentReceived: outcome.kind === 'paid' && outcome.received };
      await navigate('/settings/billing', { state: arrival });
    },
    { errorOf: (err) => (err instanceof CheckoutUnavailable ? t('guide:pro.checkoutFailed') : messageOf(err)) },
  );
  const plan = t(PLAN_LABEL[planId]);
  if (!user)
    return (
      <button type="button" className="btn" onClick={() => open('login')}>
        {t('guide:pro.signInToJoin')}
      </button>
    );
  if (planId.startsWith('expert') && !isExpert) return <p className="pro-note">{t('guide:pro.expertOnly')}</p>;
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={join.busy} aria-busy={join.busy} onClick={() => void join.run()}>
        {t('guide:pro.choose', { plan })}
      </button>
      {/* Always there, so a screen reader announces the text when it appears. */}
      <p className="pro-note" role="status">
        {closed ? t('guide:pro.checkoutClosed', { plan }) : null}
      </p>
      {join.error && (
        <p className="text-error" role="alert">
          {join.error}
        </p>
      )}
    </>
  );
}
