import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bell as BellIcon } from 'lucide-react';
import { NOTIFICATION_SETTINGS_PATH } from '#shared/domain/notifications';
import type { AppNotification } from '#shared/contract/http/notifications';
import { useDismiss } from '#ui/useDismiss';
import { TEXTS } from './texts';
import { useDeepLinks } from './use-deep-links';
import { useNotifications } from './use-notifications';
import './Bell.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Item({ n, onOpen, onRead }: { n: AppNotification; onOpen: () => void; onRead: () => void }) {
  return (
    <li className={n.readAt ? 'bell-item' : 'bell-item bell-unread'} data-testid="notification">
      <Link to={n.link} className="bell-link" onClick={onOpen}>
        <strong>{n.title}</strong>
        <span>{n.body}</span>
        <time dateTime={n.createdAt}>{when(n.createdAt)}</time>
      </Link>
      {!n.readAt && (
        <button type="button" className="bell-mark" onClick={onRead} aria-label={`${TEXTS.markRead}: ${n.title}`} title={TEXTS.markRead}>
          <span aria-hidden="true" className="bell-dot" />
        </button>
      )}
    </li>
  );
}

/** The bell (issue 16): the unread count as a badge; its panel lists notifications, each a link to what it is about. */
export function Bell() {
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
  const label = state.unread > 0 ? TEXTS.bellUnread(state.unread) : TEXTS.bell;

  return (
    <div className="bell" ref={root}>
      <button type="button" className="header-icon bell-button" aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <BellIcon size={20} aria-hidden="true" />
        {state.unread > 0 && (
          <span className="bell-badge" data-testid="bell-badge" aria-hidden="true">
            {state.unread > 99 ? '99+' : state.unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="bell-panel" role="region" aria-label={TEXTS.bell}>
          <div className="bell-head">
            <strong>{TEXTS.bell}</strong>
            <button type="button" className="bell-text-button" onClick={() => void markAllRead()} disabled={state.unread === 0}>
              {TEXTS.markAllRead}
            </button>
          </div>
          {state.failed && (
            <p role="alert" className="bell-note">
              {TEXTS.loadFailed}{' '}
              <button type="button" className="bell-text-button" onClick={() => void load()}>
                {TEXTS.retry}
              </button>
            </p>
          )}
          {!state.items && !state.failed && <p role="status" className="bell-note">{TEXTS.loading}</p>}
          {state.items?.length === 0 && <p className="bell-note">{TEXTS.empty}</p>}
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
                {TEXTS.more}
              </button>
            )}
            <Link to={NOTIFICATION_SETTINGS_PATH} onClick={close} className="bell-settings">
              {TEXTS.settings}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
