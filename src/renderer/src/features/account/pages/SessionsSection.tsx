import type { AccountSession } from '#shared/contract/http/account';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useFormat } from '#i18n/format';
import { useTranslation } from 'react-i18next';
import { LoadedSection } from './LoadedSection';
import { NoteLine, useNotedCall } from './Note';

/** The signed-in devices, this one first; each other one can be signed out, or all of them at once. */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const sessions = useQuery('accountSessions', (signal) => call('accountSessions', { signal }));
  const { busy, note, run } = useNotedCall();
  const { data } = sessions;
  const act = async (action: () => Promise<{ message: string }>) => {
    await run(action);
    sessions.retry();
  };

  const list: AccountSession[] = data
    ? [...data.sessions].sort((a, b) => Number(b.current) - Number(a.current))
    : [];
  const others = list.filter((s) => !s.current);
  return (
    <LoadedSection
      id="sessions-heading"
      title={t('account:sessionsHeading')}
      intro={t('account:sessionsIntro')}
      loadFailed={t('account:loadFailed')}
      query={sessions}
    >
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
      <NoteLine note={note} />
    </LoadedSection>
  );
}
