import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import type { ProPlanId } from '#shared/domain/pro-plans';
import { PLAN_LABEL } from './labels';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';

/**
 * Starts a subscription to one plan: a visitor is asked to sign in first; Razorpay's hosted checkout
 * opens where the mandate is given, the test mode answers at once and the billing page shows it.
 */
export function JoinButton({ planId }: { planId: ProPlanId }) {
  const { t } = useTranslation(['guide']);
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const join = useAction(async () => {
    const started = await call('subscriptionStart', { body: { planId } });
    if (started.checkoutUrl) window.location.assign(started.checkoutUrl);
    else await navigate('/settings/billing');
  });
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
      {join.error && (
        <p className="text-error" role="alert">
          {join.error}
        </p>
      )}
    </>
  );
}
