import { useId, useState, type SubmitEvent } from 'react';
import { setPasswordBodySchema } from '#shared/domain/account';
import { call } from '#api/client';
import { answeredMessage } from '#features/auth/failure';
import { allPasswordRulesMet, PasswordChecklist } from '#features/auth/modal/PasswordChecklist';
import { PasswordInput } from '#features/auth/modal/PasswordInput';
import { TEXTS } from '../texts';

/** A first password for an account made with Google, Apple or Facebook: the five rules, no current password. */
export function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const id = useId();
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = setPasswordBodySchema.safeParse({ newPassword: next });
    if (!parsed.success) {
      setNote({ ok: false, text: parsed.error.issues[0]?.message ?? TEXTS.actionFailed });
      return;
    }
    setBusy(true);
    try {
      const { message } = await call('accountPasswordSet', { body: parsed.data });
      setNext('');
      setNote({ ok: true, text: message });
      onSet();
    } catch (err) {
      setNote({ ok: false, text: answeredMessage(err, TEXTS.actionFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{TEXTS.noPasswordYet}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordInput
          id={`${id}-new`}
          label={TEXTS.newPassword}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          describedBy={`${id}-rules`}
        />
        <PasswordChecklist id={`${id}-rules`} password={next} />
        <button type="submit" disabled={busy || !allPasswordRulesMet(next)}>
          {busy ? TEXTS.changing : TEXTS.setPassword}
        </button>
      </form>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'bk-error'}>
          {note.text}
        </p>
      )}
    </>
  );
}
