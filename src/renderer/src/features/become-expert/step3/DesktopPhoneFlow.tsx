import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { phoneSessionTexts } from '#shared/domain/expert-texts';
import { ApiError, call } from '#api/client';
import { Spinner } from '#ui/Spinner';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import type { PhoneFlowProps } from './PhoneFlow';

const POLL_MS = 2000;

/**
 * The desktop app's phone verification: Firebase's reCAPTCHA only runs on an authorised web
 * origin, so the app opens the hosted verification page in the system browser and waits for the
 * page to post the verified number to the API (README, Decisions).
 */
export function DesktopPhoneFlow({ onVerified, onDone, headingId }: PhoneFlowProps) {
  const { t } = useTranslation(['expert']);
  const localize = useOnDemandMessages('onboarding');
  const [state, setState] = useState<'idle' | 'waiting' | 'verified'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [number, setNumber] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const poll = (sessionId: string) => {
    timer.current = setTimeout(() => {
      call('phoneSessionGet', { params: { sessionId } })
        .then(async (session) => {
          if (session.status === 'pending') {
            poll(sessionId);
            return;
          }
          if (session.status === 'expired' || !session.result) {
            setState('idle');
            setError(phoneSessionTexts.expired);
            return;
          }
          const problem = await onVerified(session.result);
          if (problem) {
            setState('idle');
            setError(problem);
            return;
          }
          setNumber(`${session.result.countryCode} ${session.result.number}`);
          setState('verified');
        })
        .catch((e: unknown) => {
          setState('idle');
          setError(e instanceof ApiError ? e.message : phoneSessionTexts.gone);
        });
    }, POLL_MS);
  };

  const open = async () => {
    setError(null);
    try {
      const session = await call('phoneSessionCreate', { body: {} });
      window.open(session.url, '_blank', 'noopener');
      setState('waiting');
      poll(session.sessionId);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : phoneSessionTexts.gone);
    }
  };

  return (
    <>
      <h2 id={headingId}>{state === 'verified' ? t('expert:phone.verifiedTitle') : t('expert:phone.title')}</h2>
      <div className="be-phone-form">
        {state === 'verified' ? (
          <>
            <p>
              <Trans t={t} i18nKey="expert:phone.isVerified" values={{ number: number ?? '' }} components={{ n: <bdi /> }} />
            </p>
            {onDone && (
              <button type="button" className="be-primary" onClick={onDone} data-autofocus>
                {t('expert:done')}
              </button>
            )}
          </>
        ) : (
          <>
            <p>{t('expert:phone.desktopIntro')}</p>
            <button type="button" className="be-primary" onClick={() => void open()} disabled={state === 'waiting'} data-autofocus>
              <ExternalLink size={16} aria-hidden="true" /> {t('expert:phone.openPage')}
            </button>
            {state === 'waiting' && (
              <p className="be-muted" role="status">
                <Spinner /> {t('expert:phone.waiting')}
              </p>
            )}
          </>
        )}
        {error && (
          <p className="be-field-error" role="alert">
            {localize(error)}
          </p>
        )}
      </div>
    </>
  );
}
