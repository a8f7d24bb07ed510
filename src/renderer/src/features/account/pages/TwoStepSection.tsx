import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorEnrolment } from '#shared/contract/http/second-factor';
import { confirmCodeBodySchema, stepUpBodySchema } from '#shared/domain/second-factor';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useFormat } from '#i18n/format';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { RetryAlert } from '#ui/LoadFailed';
import { CodeField } from '../CodeField';
import { NoteLine, useNotedCall } from './Note';
import { RecoveryCodes } from './RecoveryCodes';
import '../account.css';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-step sign-in: set up an authenticator app (QR code or the key typed in, then a code from it),
 * see the recovery codes once, see the state, turn it off with a code. Operators need it on.
 */
export function TwoStepSection() {
  const { t } = useTranslation(['account', 'common']);
  // The server's answers and the code rules, in the interface language.
  useOnDemandMessages('second-factor');
  const format = useFormat();
  const id = useId();
  const status = useQuery('secondFactorStatus', (signal) => call('secondFactorStatus', { signal }));
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const { busy, note, setNote, refuse, run } = useNotedCall();

  const start = async () => {
    setNote(null);
    const started = await run(async () => ({ ...(await call('secondFactorEnrol', { body: {} })), message: '' }));
    if (started) {
      setNote(null);
      setEnrolment(started);
    }
  };
  const confirm = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = confirmCodeBodySchema.safeParse({ code });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    const done = await run(() => call('secondFactorConfirm', { body: { code } }), ['code']);
    if (done) {
      setCode('');
      setEnrolment(null);
      setRecoveryCodes(done.recoveryCodes);
      status.retry();
    }
  };
  const turnOff = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = stepUpBodySchema.safeParse({ code });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    if (await run(() => call('secondFactorDisable', { body: { code } }), ['code'])) {
      setCode('');
      status.retry();
    }
  };

  const { data, error, retry } = status;
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account:twoStepHeading')}</h2>
      <p>{t('account:twoStepIntro')}</p>
      {error && <RetryAlert message={t('account:twoStepLoadFailed')} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}

      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : enrolment ? (
        <form onSubmit={(e) => void confirm(e)} noValidate className="two-step-enrol">
          <ol className="two-step-steps">
            <li>
              <p>{t('account:twoStepScan')}</p>
              <img src={enrolment.qrCode} alt={t('account:twoStepQrAlt')} width={200} height={200} className="two-step-qr" />
            </li>
            <li>
              <p id={`${id}-manual`}>{t('account:twoStepManual')}</p>
              <p>
                <code className="two-step-secret" aria-describedby={`${id}-manual`} data-testid="two-step-secret">
                  {grouped(enrolment.secret)}
                </code>
              </p>
            </li>
            <li>
              <CodeField id={`${id}-confirm`} value={code} onChange={setCode} recovery={false} />
            </li>
          </ol>
          <div className="account-delete-actions two-step-actions">
            <button type="button" className="btn-link" onClick={() => setEnrolment(null)}>
              {t('account:cancel')}
            </button>
            <button type="submit" className="btn" disabled={busy || code.trim() === ''}>
              {busy ? t('account:twoStepChecking') : t('account:twoStepTurnOn')}
            </button>
          </div>
        </form>
      ) : data?.enabled ? (
        <>
          <p role="status">
            {t('account:twoStepOnSince', { when: format.dateTime(data.enabledAt ?? '') })}{' '}
            {t('account:twoStepCodesLeft', { count: data.recoveryCodesLeft })}
          </p>
          <form onSubmit={(e) => void turnOff(e)} noValidate>
            <p id={`${id}-off`}>{t('account:twoStepOffIntro')}</p>
            <CodeField id={`${id}-off-code`} value={code} onChange={setCode} recovery describedBy={`${id}-off`} />
            <button type="submit" className="btn" disabled={busy || code.trim() === ''}>
              {t('account:twoStepTurnOff')}
            </button>
          </form>
        </>
      ) : data ? (
        <>
          <p>{t('account:twoStepOff')}</p>
          <button type="button" className="btn is-secondary" disabled={busy} onClick={() => void start()}>
            {t('account:twoStepSetUp')}
          </button>
        </>
      ) : null}
      <NoteLine note={note} />
    </section>
  );
}
