import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { phoneSessionTexts } from '#shared/domain/expert-texts';
import { ApiError, call } from '#api/client';
import { emptyMobileNumber } from '#state';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { PhoneFlow, type VerifiedNumber } from '../step3/PhoneFlow';
import '../become-expert.css';

/**
 * /phone-verify?session=…: the hosted page the desktop app opens in the system browser. It runs
 * the same phone verification as the browser build and posts the verified number to the app's
 * session; no sign-in is needed here (the session id is the link between the two).
 */
export default function PhoneVerifyPage() {
  const id = useId();
  const { t } = useTranslation(['expert']);
  const localize = useOnDemandMessages('onboarding');
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const [done, setDone] = useState(false);

  const onVerified = async (v: VerifiedNumber): Promise<string | null> => {
    try {
      await call('phoneSessionComplete', { params: { sessionId }, body: v });
      setDone(true);
      return null;
    } catch (e) {
      return e instanceof ApiError ? e.message : phoneSessionTexts.gone;
    }
  };

  return (
    <section className="be-verify-page" aria-labelledby={`${id}-page`}>
      <h1 id={`${id}-page`}>{t('expert:phone.pageTitle')}</h1>
      {sessionId.length < 20 ? (
        <p role="alert">{localize(phoneSessionTexts.gone)}</p>
      ) : done ? (
        <p className="be-field-ok" role="status">
          {localize(phoneSessionTexts.posted)}
        </p>
      ) : (
        <div className="be-verify-card">
          <PhoneFlow initial={emptyMobileNumber()} onVerified={onVerified} headingId={`${id}-flow`} />
        </div>
      )}
    </section>
  );
}
