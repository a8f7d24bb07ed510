import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bell as BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { NOTIFICATION_SETTINGS_PATH } from '#shared/domain/notifications';
import type { AppNotification } from '#shared/contract/http/notifications';
import { useDismiss } from '#ui/useDismiss';
import { useDeepLinks } from './use-deep-links';
import { useNotifications } from './use-notifications';
import './Bell.css';

function Item({ n, onOpen, onRead }: { n: AppNotification; onOpen: () => void; onRead: () => void }) {
  const { t } = useTranslation(['notifications']);
  const format = useFormat();
  return (
    <li className={n.readAt ? 'bell-item' : 'bell-item bell-unread'} data-testid="notification">
      <Link to={n.link} className="bell-link" onClick={onOpen}>
        <strong dir="auto">{n.title}</strong>
        <span dir="auto">{n.body}</span>
        <time dateTime={n.createdAt}>{format.dateTime(n.createdAt)}</time>
      </Link>
      {!n.readAt && (
        <button type="button" className="bell-mark" onClick={onRead} aria-label={t('notifications:markReadOf', { title: n.title })} title={t('notifications:markRead')}>
          <span aria-hidden="true" className="bell-dot" />
        </button>
      )}
    </li>
  );
}

/** The bell: the unread count as a badge; its panel lists notifications, each a link to what it is about. */
export function Bell() {
  const { t } = useTranslation(['notifications', 'common']);
  const format = useFormat();
  const { state, load, markRead, markAllRead } = useNotifications();
  useDeepLinks();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss([root], open, close);
  const toggle = () => {
    if (!open) void load();
    setOpen(!open);
  };
  const label = state.unread > 0 ? t('notifications:bellUnread', { count: state.unread, n: format.number(state.unread) }) : t('notifications:bell');

  return (
    <div className="bell" ref={root}>
      <button type="button" className="header-icon bell-button" aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <BellIcon size={20} aria-hidden="true" />
        {state.unread > 0 && (
          <span className="bell-badge" data-testid="bell-badge" aria-hidden="true">
            {state.unread > 99 ? `${format.number(99)}+` : format.number(state.unread)}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="bell-panel" role="region" aria-label={t('notifications:bell')}>
          <div className="bell-head">
            <strong>{t('notifications:bell')}</strong>
            <button type="button" className="bell-text-button" onClick={() => void markAllRead()} disabled={state.unread === 0}>
              {t('notifications:markAllRead')}
            </button>
          </div>
          {state.failed && (
            <p role="alert" className="bell-note">
              {t('notifications:loadFailed')}{' '}
              <button type="button" className="bell-text-button" onClick={() => void load()}>
                {t('common:retry')}
              </button>
            </p>
          )}
          {!state.items && !state.failed && <p role="status" className="bell-note">{t('common:loading')}</p>}
          {state.items?.length === 0 && <p className="bell-note">{t('notifications:empty')}</p>}
          {state.items && state.items.length > 0 && (
            <ul className="bell-list">
              {state.items.map((n) => (
                <Item
                  key={n.id}
                  n={n}
                  onRead={() => void markRead(n.id)}
                  onOpen={() => {
                    if (!n.readAt) void markRead(n.id);
                    close();
                  }}
                />
              ))}
            </ul>
          )}
          <div className="bell-foot">
            {state.next && (
              <button type="button" className="bell-text-button" onClick={() => void load(state.next ?? undefined)}>
                {t('notifications:more')}
              </button>
            )}
            <Link to={NOTIFICATION_SETTINGS_PATH} onClick={close} className="bell-settings">
              {t('notifications:settings')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
