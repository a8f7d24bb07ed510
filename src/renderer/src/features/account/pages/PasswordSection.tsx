import { useId, useState, type SubmitEvent } from 'react';
import { changePasswordBodySchema } from '#shared/domain/account';
import { call } from '#api/client';
import { allPasswordRulesMet, PasswordChecklist } from '#features/auth/modal/PasswordChecklist';
import { PasswordInput } from '#features/auth/modal/PasswordInput';
import { useTranslation } from 'react-i18next';
import { SetPasswordForm } from './SetPasswordForm';
import { NoteLine, useNotedCall } from './Note';
import '#features/auth/modal/AuthModal.css';

/** The password change: the current password and a new one meeting the five rules; other devices are signed out. */
export function PasswordSection({ hasPassword, onSet }: { hasPassword: boolean | null; onSet: () => void }) {
  const { t } = useTranslation(['account']);
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, note, refuse, run } = useNotedCall();

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = changePasswordBodySchema.safeParse({ currentPassword: current, newPassword: next });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    if (await run(() => call('accountPassword', { body: parsed.data }), ['currentPassword', 'newPassword'])) {
      setCurrent('');
      setNext('');
    }
  };

  return (
    <section className="section" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('account:passwordHeading')}</h2>
      {hasPassword === false ? (
        <SetPasswordForm onSet={onSet} />
      ) : (
        <>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <PasswordInput
              id={`${id}-current`}
              label={t('account:currentPassword')}
              value={current}
              onChange={setCurrent}
              autoComplete="current-password"
            />
            <PasswordInput
              id={`${id}-new`}
              label={t('account:newPassword')}
              value={next}
              onChange={setNext}
              autoComplete="new-password"
              describedBy={`${id}-rules`}
            />
            <PasswordChecklist id={`${id}-rules`} password={next} />
            <button type="submit" className="btn" disabled={busy || current === '' || !allPasswordRulesMet(next)}>
              {busy ? t('account:changing') : t('account:changePassword')}
            </button>
          </form>
          <NoteLine note={note} />
        </>
      )}
    </section>
  );
}
