import { useCallback, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SECOND_FACTOR_FRESH_MINUTES, SECOND_FACTOR_REQUIRED_CODE, stepUpBodySchema } from '#shared/domain/second-factor';
import { ApiError, call } from '#api/client';
import { answeredMessage } from '#features/auth/failure';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { Modal } from '#ui/Modal';
import { CodeField } from './CodeField';
import './account.css';

/** The answer an operator change gets when the session must show a code first (the dialog below answers it). */
export const needsStepUp = (err: unknown): boolean => err instanceof ApiError && err.code === SECOND_FACTOR_REQUIRED_CODE;

export interface StepUpDialogProps {
  open: boolean;
  /** Closed without a code: the change that asked is not made. */
  onCancel: () => void;
  /** The session passed the second factor (at `passedAt`): the change can be tried again. */
  onPassed: (passedAt: string) => void;
}

/**
 * Asks for a code from the authenticator app (or a recovery code) to confirm it is really you,
 * before an operator change; the session then counts as checked for a while.
 */
export function StepUpDialog({ open, onCancel, onPassed }: StepUpDialogProps) {
  const { t } = useTranslation(['account']);
  const localize = useOnDemandMessages('second-factor');
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setCode('');
    setError(null);
    onCancel();
  };
  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = stepUpBodySchema.safeParse({ code });
    if (!parsed.success) {
      setError(localize(parsed.error.issues[0]?.message ?? t('account:actionFailed')));
      return;
    }
    setBusy(true);
    try {
      const { passedAt } = await call('secondFactorVerify', { body: parsed.data });
      setCode('');
      setError(null);
      onPassed(passedAt);
    } catch (err) {
      setError(answeredMessage(err, t('account:actionFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`} closeOnBackdrop={false}>
      <form className="account-delete-form" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>{t('account:stepUpTitle')}</h2>
        <p id={`${id}-intro`}>{t('account:stepUpIntro', { minutes: SECOND_FACTOR_FRESH_MINUTES })}</p>
        <CodeField id={`${id}-code`} value={code} onChange={setCode} recovery describedBy={`${id}-intro`} autoFocus />
        {error && (
          <p role="alert" className="text-error">
            {error}
          </p>
        )}
        <div className="account-delete-actions">
          <button type="button" className="btn-link" onClick={close}>
            {t('account:cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy || code.trim() === ''}>
            {busy ? t('account:twoStepChecking') : t('account:stepUpConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Runs an operator change; when it answers SECOND_FACTOR_REQUIRED, asks for a code and, once it
 * passed, runs the change again. Render `dialog` once in the page.
 */
export function useStepUp(): { run: <T>(change: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ retry: () => void; cancel: () => void } | null>(null);
  const run = useCallback(
    <T,>(change: () => Promise<T>): Promise<T> =>
      change().catch((err: unknown) => {
        if (!needsStepUp(err)) throw err;
        return new Promise<T>((resolve, reject) => {
          pending.current = {
            retry: () => void change().then(resolve, reject),
            // Closed without a code: the change fails with the server's own refusal.
            cancel: () => reject(err instanceof Error ? err : new Error(String(err))),
          };
          setOpen(true);
        });
      }),
    [],
  );
  const dialog = (
    <StepUpDialog
      open={open}
      onCancel={() => {
        setOpen(false);
        pending.current?.cancel();
        pending.current = null;
      }}
      onPassed={() => {
        setOpen(false);
        pending.current?.retry();
        pending.current = null;
      }}
    />
  );
  return { run, dialog };
}
