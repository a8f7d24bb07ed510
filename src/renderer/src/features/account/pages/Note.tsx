import { useState } from 'react';
import { ApiError } from '#api/client';
import { answeredMessage } from '#features/auth/failure';
import { localizeMessage } from '#i18n/messages';
import { useTranslation } from 'react-i18next';

export type Note = { ok: boolean; text: string } | null;

/** A section's outcome: a status when it worked, an alert when it did not. */
export function NoteLine({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'text-error'}>
      {note.text}
    </p>
  );
}

/**
 * A settings form's submit: busy while the call runs, its message as the note when it worked; when
 * it did not, the message of the first of `fields` the server named, else the answer's own.
 */
export function useNotedCall() {
  const { t } = useTranslation(['account']);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const run = async <T extends { message: string }>(act: () => Promise<T>, fields: readonly string[] = []): Promise<T | null> => {
    setBusy(true);
    try {
      const result = await act();
      setNote({ ok: true, text: result.message });
      return result;
    } catch (err) {
      const field = err instanceof ApiError ? fields.map((f) => err.fields[f]).find(Boolean) : undefined;
      setNote({ ok: false, text: field ?? answeredMessage(err, t('account:actionFailed')) });
      return null;
    } finally {
      setBusy(false);
    }
  };
  /** A problem the form found before calling (the shared schema's first message). */
  const refuse = (message: string | undefined) => setNote({ ok: false, text: localizeMessage(message ?? t('account:actionFailed')) });
  return { busy, note, setNote, refuse, run };
}
