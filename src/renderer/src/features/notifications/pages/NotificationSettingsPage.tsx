import { useState } from 'react';
import { NOTIFICATION_EMAIL_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '#shared/domain/notifications';
import type { NotificationSettings } from '#shared/contract/http/notifications';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { TEXTS } from '../texts';
import '#features/bookings/bookings.css';

function Settings() {
  const settings = useQuery('notificationSettingsGet', (signal) => call('notificationSettingsGet', { signal }));
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const { data, error, retry, set } = settings;

  const change = async (kind: NotificationKind, on: boolean, current: NotificationSettings) => {
    setSaving(kind);
    set({ email: { ...current.email, [kind]: on } });
    try {
      set(await call('notificationSettingsPut', { body: { email: { [kind]: on } } }));
      setNote({ ok: true, text: TEXTS.saved });
    } catch {
      set(current);
      setNote({ ok: false, text: TEXTS.saveFailed });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Page title={TEXTS.settingsTitle} className="page bk-page">
      <p>{TEXTS.settingsIntro}</p>
      {error && <RetryAlert message={TEXTS.settingsLoadFailed} onRetry={retry} className="bk-error" buttonClassName="bk-link-button" />}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && (
        <fieldset className="bk-section">
          <legend>{TEXTS.emailHeading}</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <p key={kind}>
              <label>
                <input
                  type="checkbox"
                  name={kind}
                  checked={data.email[kind]}
                  disabled={saving === kind}
                  onChange={(e) => void change(kind, e.target.checked, data)}
                />{' '}
                {NOTIFICATION_EMAIL_LABELS[kind]}
              </label>
            </p>
          ))}
        </fieldset>
      )}
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'bk-error'}>
          {note.text}
        </p>
      )}
    </Page>
  );
}

/** /settings/notifications: each kind of notification email on or off (the bell always keeps them). */
export default function NotificationSettingsPage() {
  return (
    <RequireSignIn title={TEXTS.settingsTitle}>
      <Settings />
    </RequireSignIn>
  );
}
