import { useId, useState, type SubmitEvent } from 'react';
import { emailChangeBodySchema } from '#shared/domain/account-changes';
import { ApiError, call } from '#api/client';
import { useAtomValue, userAtom } from '#state';
import { answeredMessage } from '#features/auth/failure';
import { PasswordInput } from '#features/auth/modal/PasswordInput';
import { TEXTS } from '../texts';

/** The email change: a new address and the current password (a social-only account signs in again instead). */
export function EmailSection({ hasPassword }: { hasPassword: boolean | null }) {
  const id = useId();
  const user = useAtomValue(userAtom);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = emailChangeBodySchema.safeParse({ newEmail, ...(hasPassword === false ? {} : { currentPassword: password }) });
    if (!parsed.success) {
      setNote({ ok: false, text: parsed.error.issues[0]?.message ?? TEXTS.actionFailed });
      return;
    }
    setBusy(true);
    try {
      const { message } = await call('accountEmailChange', { body: parsed.data });
      setNewEmail('');
      setPassword('');
      setNote({ ok: true, text: message });
    } catch (err) {
      const field = err instanceof ApiError ? (err.fields.newEmail ?? err.fields.currentPassword) : undefined;
      setNote({ ok: false, text: field ?? answeredMessage(err, TEXTS.actionFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bk-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TEXTS.emailHeading}</h2>
      {user && <p>{TEXTS.currentEmail(user.email)}</p>}
      <p>{hasPassword === false ? TEXTS.freshSignInHint : TEXTS.emailIntro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="auth-field">
          <label htmlFor={`${id}-email`}>{TEXTS.newEmail}</label>
          <input id={`${id}-email`} type="email" value={newEmail} autoComplete="email" onChange={(e) => setNewEmail(e.target.value)} />
        </div>
        {hasPassword !== false && (
          <PasswordInput id={`${id}-password`} label={TEXTS.currentPassword} value={password} onChange={setPassword} autoComplete="current-password" />
        )}
        <button type="submit" disabled={busy || newEmail.trim() === ''}>
          {busy ? TEXTS.sending : TEXTS.changeEmail}
        </button>
      </form>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'bk-error'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
