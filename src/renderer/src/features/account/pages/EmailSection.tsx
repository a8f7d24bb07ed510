import { useId, useState, type SubmitEvent } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { emailChangeBodySchema } from '#shared/domain/account-changes';
import { call } from '#api/client';
import { useAtomValue, userAtom } from '#state';
import { PasswordInput } from '#features/auth/modal/PasswordInput';
import { useTranslation } from 'react-i18next';
import { NoteLine, useNotedCall } from './Note';

/** The email change: a new address and the current password (a social-only account signs in again instead). */
export function EmailSection({ hasPassword }: { hasPassword: boolean | null }) {
  const { t } = useTranslation(['account']);
  const isolate = useIsolate();
  const id = useId();
  const user = useAtomValue(userAtom);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, note, refuse, run } = useNotedCall();

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = emailChangeBodySchema.safeParse({ newEmail, ...(hasPassword === false ? {} : { currentPassword: password }) });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    if (await run(() => call('accountEmailChange', { body: parsed.data }), ['newEmail', 'currentPassword'])) {
      setNewEmail('');
      setPassword('');
    }
  };

  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account:emailHeading')}</h2>
      {user && <p>{t('account:currentEmail', { email: isolate(user.email) })}</p>}
      <p>{hasPassword === false ? t('account:freshSignInHint') : t('account:emailIntro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="auth-field">
          <label htmlFor={`${id}-email`}>{t('account:newEmail')}</label>
          <input id={`${id}-email`} type="email" value={newEmail} autoComplete="email" onChange={(e) => setNewEmail(e.target.value)} />
        </div>
        {hasPassword !== false && (
          <PasswordInput id={`${id}-password`} label={t('account:currentPassword')} value={password} onChange={setPassword} autoComplete="current-password" />
        )}
        <button type="submit" className="btn" disabled={busy || newEmail.trim() === ''}>
          {busy ? t('account:sending') : t('account:changeEmail')}
        </button>
      </form>
      <NoteLine note={note} />
    </section>
  );
}
