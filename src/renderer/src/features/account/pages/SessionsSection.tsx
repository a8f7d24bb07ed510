import { useState } from 'react';
import type { AccountSession } from '#shared/contract/http/account';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { useFormat } from '#i18n/format';
import { answeredMessage } from '#features/auth/failure';
import { useTranslation } from 'react-i18next';

/** The signed-in devices, this one first; each other one can be signed out, or all of them at once. */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const sessions = useQuery('accountSessions', (signal) => call('accountSessions', { signal }));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, error, retry } = sessions;

  const act = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      setNote({ ok: true, text: (await action()).message });
    } catch (err) {
      setNote({ ok: false, text: answeredMessage(err, t('account:actionFailed')) });
    } finally {
      setBusy(false);
      retry();
    }
  };

  const list: AccountSession[] = data
    ? [...data.sessions].sort((a, b) => Number(b.current) - Number(a.current))
    : [];
  const others = list.filter((s) => !s.current);
  return (
    <section className="section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('account:sessionsHeading')}</h2>
      <p>{t('account:sessionsIntro')}</p>
      {error && (
        <RetryAlert
          message={t('account:loadFailed')}
          onRetry={retry}
          className="text-error"
          buttonClassName="btn-link"
        />
      )}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && (
        <ul aria-label={t('account:sessionsHeading')} className="account-sessions">
          {list.map((s) => (
            <li key={s.id} data-session={s.id}>
              <strong>{s.device}</strong>
              {s.current && <span> · {t('account:thisDevice')}</span>}
              <br />
              <small>
                {t('account:signedInAt', { when: format.dateTime(s.createdAt) })} · {t('account:lastSeen', { when: format.dateTime(s.lastSeenAt) })}
              </small>{' '}
              {!s.current && (
                <button
                  type="button"
                  className="btn-link"
                  disabled={busy}
                  aria-label={t('account:signOutDevice', { device: s.device })}
                  onClick={() =>
                    void act(() => call('accountSessionRevoke', { params: { sessionId: s.id } }))
                  }
                >
                  {t('account:signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && others.length === 0 && <p>{t('account:noOthers')}</p>}
      {others.length > 0 && (
        <button
          type="button"
          className="btn is-secondary"
          disabled={busy}
          onClick={() => void act(() => call('accountSessionsRevokeOthers', { body: {} }))}
        >
          {t('account:signOutOthers')}
        </button>
      )}
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={note.ok ? undefined : 'text-error'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
