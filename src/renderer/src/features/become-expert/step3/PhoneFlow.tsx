import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { countriesWithDialCode, countryByName } from '#shared/catalog/countries';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_VALIDITY_SECONDS,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  e164,
  phoneDigits,
} from '#shared/domain/expert-rules';
import { expertTexts } from '#shared/domain/expert-texts';
import { useAction } from '#api/use-action';
import { Spinner } from '#ui/Spinner';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import type { Auth, ConfirmationResult, RecaptchaVerifier } from './firebase-phone';
import { useCountdown } from './use-countdown';

type Step = 'enterPhone' | 'enterOtp' | 'verified';
const loadPhone = () => import('./firebase-phone');

export interface VerifiedNumber {
  country: string;
  countryCode: string;
  number: string;
  idToken: string;
}

export interface PhoneFlowProps {
  initial: { country: string; countryCode: string; number: string };
  /** Keeps the verified number; answers a message to show when it could not (the flow stays on the code). */
  onVerified: (v: VerifiedNumber) => Promise<string | null> | string | null;
  /** Done on the verified step; absent on a page that has nothing to close. */
  onDone?: () => void;
  headingId: string;
}

/**
 * The phone verification (expert spec section 2): enterPhone → enterOtp → verified with the
 * Firebase JS SDK. India (+91) by default, digits only, Enter sends; a 60 s countdown before
 * Resend; a 6-digit code that expires after 900 s. Unmounting (closing the modal) resets it.
 */
export function PhoneFlow({ initial, onVerified, onDone, headingId }: PhoneFlowProps) {
  const id = useId();
  const { t } = useTranslation(['expert']);
  const localize = useOnDemandMessages('onboarding');
  const [step, setStep] = useState<Step>('enterPhone');
  const [country, setCountry] = useState(initial.country);
  const [number, setNumber] = useState(initial.number);
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const left = Math.min(OTP_RESEND_SECONDS, useCountdown(sentAt === null ? null : sentAt + OTP_RESEND_SECONDS * 1000));
  const captcha = useRef<HTMLDivElement>(null);
  const auth = useRef<Auth | null>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const dialCode = countryByName(country)?.dialCode ?? '+91';

  // Each step replaces the last one's form, and with it the button that had the focus: the focus goes to
  // the new step's first control (the code, Done, or the number again). The first step's is the modal's to focus.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = step === 'enterOtp' ? codeInput.current : step === 'verified' ? (doneButton.current ?? changeButton.current) : numberInput.current;
    target?.focus();
  }, [step]);

  useEffect(() => {
    // Start fetching the SDK as soon as the flow shows; send() loads it again and reports a failure.
    loadPhone().catch(() => undefined);
    return () => {
      verifier.current?.clear();
      verifier.current = null;
      confirmation.current = null;
    };
  }, []);

  /** Runs one step of the flow (it answers the problem to show, or null) with one busy and error state. */
  const flow = useAction(async (step: () => Promise<string | null>) => {
    const problem = await step();
    if (problem) throw new Error(problem);
  });
  const { busy, error, setError } = flow;

  const sendCode = async (): Promise<string | null> => {
    try {
      const phone = await loadPhone();
      auth.current ??= await phone.phoneAuth();
      if (!captcha.current) return expertTexts.captchaMissing;
      verifier.current?.clear();
      verifier.current = phone.createVerifier(auth.current, captcha.current);
      confirmation.current = await phone.sendCode(auth.current, verifier.current, e164(dialCode, number));
    } catch {
      return verifier.current ? expertTexts.otpSendFailed : expertTexts.captchaMissing;
    }
    setSentAt(Date.now());
    setCode('');
    setStep('enterOtp');
    return null;
  };

  const verifyCode = async (firebase: Auth, sent: ConfirmationResult): Promise<string | null> => {
    try {
      const phone = await loadPhone();
      const outcome = await phone.confirmCode(firebase, sent, code);
      if (!outcome.ok) return outcome.reason === 'expired' ? expertTexts.otpExpired : expertTexts.otpInvalid;
      const problem = await onVerified({ country, countryCode: dialCode, number, idToken: outcome.idToken });
      if (!problem) setStep('verified');
      return problem;
    } catch {
      // The SDK could not be loaded (offline, a new build): the flow cannot go on without a reload.
      return expertTexts.captchaMissing;
    }
  };

  const send = () => {
    if (number.length < PHONE_MIN_DIGITS) setError(expertTexts.otpSendFailed);
    else void flow.run(sendCode);
  };

  const verify = () => {
    const firebase = auth.current;
    const sent = confirmation.current;
    if (busy || !firebase || !sent) return;
    if (sentAt !== null && Date.now() - sentAt > OTP_VALIDITY_SECONDS * 1000) setError(expertTexts.otpExpired);
    else void flow.run(() => verifyCode(firebase, sent));
  };

  return (
    <>
      <h2 id={headingId}>{step === 'verified' ? t('expert:phone.verifiedTitle') : t('expert:phone.title')}</h2>
      {step === 'enterPhone' && (
        <form
          className="be-phone-form"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor={`${id}-country`}>{t('expert:phone.country')}</label>
          <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
            {countriesWithDialCode.map((c) => (
              <option key={c.code} value={c.name}>
                {c.name} ({c.dialCode})
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-number`}>{t('expert:phone.mobile')}</label>
          <div className="be-phone-input">
            <span aria-hidden="true">{dialCode}</span>
            <input
              id={`${id}-number`}
              ref={numberInput}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_DIGITS}
              value={number}
              data-autofocus
              onChange={(e) => setNumber(phoneDigits(e.target.value))}
            />
          </div>
          <button type="submit" className="be-primary" disabled={busy || number.length < PHONE_MIN_DIGITS}>
            {busy ? <Spinner /> : null} {t('expert:phone.send')}
          </button>
        </form>
      )}
      {step === 'enterOtp' && (
        <form
          className="be-phone-form"
          onSubmit={(e) => {
            e.preventDefault();
            verify();
          }}
        >
          <p>
            <Trans t={t} i18nKey="expert:phone.sent" values={{ length: OTP_LENGTH, number: `${dialCode} ${number}` }} components={{ n: <bdi /> }} />
          </p>
          <label htmlFor={`${id}-code`}>{t('expert:phone.code')}</label>
          <input
            id={`${id}-code`}
            ref={codeInput}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            data-autofocus
            onChange={(e) => setCode(e.target.value.replace(/\D+/g, '').slice(0, OTP_LENGTH))}
          />
          <button type="submit" className="be-primary" disabled={busy || code.length !== OTP_LENGTH}>
            {busy ? <Spinner /> : null} {t('expert:phone.verify')}
          </button>
          <p className="be-resend" aria-live="polite">
            {left > 0 ? (
              t('expert:phone.resendIn', { seconds: left })
            ) : (
              <button type="button" className="be-link-button" onClick={send} disabled={busy}>
                {t('expert:phone.resend')}
              </button>
            )}
          </p>
        </form>
      )}
      {step === 'verified' && (
        <div className="be-phone-form">
          <p>
            <Trans t={t} i18nKey="expert:phone.isVerified" values={{ number: `${dialCode} ${number}` }} components={{ n: <bdi /> }} />
          </p>
          <div className="be-step-nav">
            <button type="button" className="be-secondary" ref={changeButton} onClick={() => setStep('enterPhone')}>
              {t('expert:phone.change')}
            </button>
            {onDone && (
              <button type="button" className="be-primary" ref={doneButton} onClick={onDone} data-autofocus>
                {t('expert:done')}
              </button>
            )}
          </div>
        </div>
      )}
      {error && (
        <p className="be-field-error" role="alert">
          {localize(error)}
        </p>
      )}
      <div ref={captcha} className="be-captcha" />
    </>
  );
}
