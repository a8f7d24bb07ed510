import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/domain/notifications';
import type { FullKey } from '#i18n/namespaces';
import type { NotificationSettings } from '#shared/contract/http/notifications';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { isExpertAtom, useAtomValue } from '#state';
import { RequestMutes } from '../RequestMutes';
import '#ui/forms.css';

/** What each kind of notification email is about, in the settings list. */
const KIND_LABELS: Record<NotificationKind, FullKey<'notifications'>> = {
  'booking.requested': 'notifications:kind.booking.requested',
  'booking.accepted': 'notifications:kind.booking.accepted',
  'booking.declined': 'notifications:kind.booking.declined',
  'booking.cancelled': 'notifications:kind.booking.cancelled',
  'booking.expired': 'notifications:kind.booking.expired',
  'booking.settled': 'notifications:kind.booking.settled',
  'booking.reminder': 'notifications:kind.booking.reminder',
  'review.new': 'notifications:kind.review.new',
  'message.new': 'notifications:kind.message.new',
  'gig.price_raised': 'notifications:kind.gig.price_raised',
  'dispute.update': 'notifications:kind.dispute.update',
  'support.answer': 'notifications:kind.support.answer',
  'pro.halted': 'notifications:kind.pro.halted',
  moderation: 'notifications:kind.moderation',
  'level.change': 'notifications:kind.level.change',
  'request.matched': 'notifications:kind.request.matched',
  'request.offer': 'notifications:kind.request.offer',
};

function Settings() {
  const { t } = useTranslation(['notifications', 'common']);
  const settings = useQuery('notificationSettingsGet', (signal) => call('notificationSettingsGet', { signal }));
  const [note, setNote] = useState<{ ok: boolean } | null>(null);
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const isExpert = useAtomValue(isExpertAtom);
  const { data, error, retry, set } = settings;

  const change = async (kind: NotificationKind, on: boolean, current: NotificationSettings) => {
    setSaving(kind);
    set({ email: { ...current.email, [kind]: on } });
    try {
      set(await call('notificationSettingsPut', { body: { email: { [kind]: on } } }));
      setNote({ ok: true });
    } catch {
      set(current);
      setNote({ ok: false });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Page title={t('notifications:settings')} className="page page-stack">
      <p>{t('notifications:settingsIntro')}</p>
      {error && <RetryAlert message={t('notifications:settingsLoadFailed')} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && (
        <fieldset className="section">
          <legend>{t('notifications:emailHeading')}</legend>
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
                {t(KIND_LABELS[kind])}
              </label>
            </p>
          ))}
        </fieldset>
      )}
      {isExpert && <RequestMutes onSaved={(ok) => setNote({ ok })} />}
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'text-error'}>
          {note.ok ? t('notifications:saved') : t('notifications:saveFailed')}
        </p>
      )}
    </Page>
  );
}

/** /settings/notifications: each kind of notification email on or off (the bell always keeps them). */
export default function NotificationSettingsPage() {
  const { t } = useTranslation(['notifications']);
  return (
    <RequireSignIn title={t('notifications:settings')}>
      <Settings />
    </RequireSignIn>
  );
}
