import { useId, useState, type SubmitEvent } from 'react';
import { setPasswordBodySchema } from '#shared/domain/account';
import { call } from '#api/client';
import { allPasswordRulesMet, PasswordChecklist } from '#features/auth/modal/PasswordChecklist';
import { PasswordInput } from '#features/auth/modal/PasswordInput';
import { useTranslation } from 'react-i18next';
import { NoteLine, useNotedCall } from './Note';

/** A first password for an account made with Google, Apple or Facebook: the five rules, no current password. */
export function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const { t } = useTranslation(['account']);
  const id = useId();
  const [next, setNext] = useState('');
  const { busy, note, refuse, run } = useNotedCall();

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = setPasswordBodySchema.safeParse({ newPassword: next });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    if (await run(() => call('accountPasswordSet', { body: parsed.data }))) {
      setNext('');
      onSet();
    }
  };

  return (
    <>
      <p>{t('account:noPasswordYet')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordInput
          id={`${id}-new`}
          label={t('account:newPassword')}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          describedBy={`${id}-rules`}
        />
        <PasswordChecklist id={`${id}-rules`} password={next} />
        <button type="submit" className="btn" disabled={busy || !allPasswordRulesMet(next)}>
          {busy ? t('account:changing') : t('account:setPassword')}
        </button>
      </form>
      <NoteLine note={note} />
    </>
  );
}
