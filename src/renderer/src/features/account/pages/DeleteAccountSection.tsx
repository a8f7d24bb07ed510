import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccountBodySchema } from '#shared/domain/account-changes';
import { ApiError, call, onSessionRejected } from '#api/client';
import { signOutAtom, useSetAtom } from '#state';
import { Modal } from '#ui/Modal';
import { localizeMessage } from '#i18n/messages';
import { answeredMessage } from '#features/auth/failure';
import { signedOutPath } from '#features/auth/signed-out';
import { PasswordInput } from '#features/auth/modal/PasswordInput';
import { useTranslation } from 'react-i18next';
import '../account.css';

/**
 * "Delete my account": a confirmation modal (focus kept inside) asking for the password, or for a
 * recent sign-in on a social-only account; the server says why when it refuses. Once deleted, the
 * device signs out and lands on a page that says it is done.
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean | null }) {
  const { t } = useTranslation(['account']);
  const id = useId();
  const navigate = useNavigate();
  const signOut = useSetAtom(signOutAtom);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = deleteAccountBodySchema.safeParse(hasPassword === false ? {} : { currentPassword: password });
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message ?? t('account:actionFailed')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call('accountDelete', { body: parsed.data });
      // The server ended every session: the 401s that may follow are this deletion, not an expiry.
      onSessionRejected(null);
      await signOut();
      void navigate(signedOutPath('deleted'), { replace: true });
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.currentPassword : undefined;
      setError(field ?? answeredMessage(err, t('account:actionFailed')));
      setBusy(false);
    }
  };

  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account:deleteHeading')}</h2>
      <p>{t('account:deleteIntro')}</p>
      <button type="button" className="account-danger" onClick={() => setOpen(true)}>
        {t('account:deleteButton')}
      </button>
      <Modal open={open} onClose={close} labelledBy={`${id}-title`} closeOnBackdrop={false}>
        <form className="account-delete-form" onSubmit={(e) => void submit(e)} noValidate>
          <h2 id={`${id}-title`}>{t('account:deleteTitle')}</h2>
          <p>{t('account:deleteIntro')}</p>
          {hasPassword === false ? (
            <p>{t('account:freshSignInHint')}</p>
          ) : (
            <PasswordInput id={`${id}-password`} label={t('account:currentPassword')} value={password} onChange={setPassword} autoComplete="current-password" />
          )}
          {error && (
            <p role="alert" className="text-error">
              {error}
            </p>
          )}
          <div className="account-delete-actions">
            <button type="button" className="btn is-secondary" onClick={close} disabled={busy}>
              {t('account:cancel')}
            </button>
            <button type="submit" className="account-danger" disabled={busy || (hasPassword !== false && password === '')}>
              {busy ? t('account:deleting') : t('account:deleteConfirm')}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
