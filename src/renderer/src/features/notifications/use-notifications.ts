import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppNotification } from '#shared/contract/http/notifications';
import type { LiveServerMessage } from '#shared/contract/live';
import { call } from '#api/client';
import { acquireLive, releaseLive } from '#api/shared-live';
import { bridge } from '#platform/bridge';

export interface NotificationsState {
  unread: number;
  /** The loaded notifications, newest first; null before the first load. */
  items: AppNotification[] | null;
  next: string | null;
  failed: boolean;
}

/** Puts a notification at the top, replacing an older copy of it (a conversation's, updated). */
const upsert = (items: AppNotification[] | null, n: AppNotification) => (items ? [n, ...items.filter((i) => i.id !== n.id)] : items);

/**
 * The bell's data: the unread count from the start, the list once opened (and older pages on
 * demand), kept up to date live over the shared connection. A live notification that arrives
 * while the window is not focused is shown by the desktop app natively; the unread count is the
 * app's badge.
 */
export function useNotifications() {
  const [state, setState] = useState<NotificationsState>({ unread: 0, items: null, next: null, failed: false });
  const loaded = useRef(false);

  const refreshCount = useCallback(() => {
    call('notificationsUnread').then(
      ({ unread }) => setState((s) => ({ ...s, unread })),
      () => undefined,
    );
  }, []);

  const load = useCallback(async (before?: string) => {
    try {
      const page = await call('notificationsList', { query: before ? { before } : {} });
      loaded.current = true;
      setState((s) => ({
        unread: page.unread,
        items: before && s.items ? [...s.items, ...page.notifications.filter((n) => !s.items?.some((i) => i.id === n.id))] : page.notifications,
        next: page.next,
        failed: false,
      }));
    } catch {
      setState((s) => ({ ...s, failed: true }));
    }
  }, []);

  useEffect(() => {
    const onMessage = (m: LiveServerMessage) => {
      if (m.type === 'notification.new') {
        setState((s) => ({ ...s, unread: m.unread, items: upsert(s.items, m.notification) }));
        if (!document.hasFocus()) {
          const { title, body, link } = m.notification;
          bridge.showNotification({ title, body, link }).catch(() => undefined);
        }
      } else if (m.type === 'notification.unread') {
        setState((s) => ({ ...s, unread: m.unread }));
      }
    };
    const live = acquireLive();
    const offMessage = live.onMessage(onMessage);
    // Signed in again after a drop: what arrived meanwhile is counted (and listed, once opened).
    const offStatus = live.onStatus((status) => {
      if (status !== 'ready') return;
      if (loaded.current) void load();
      else refreshCount();
    });
    refreshCount();
    return () => {
      offMessage();
      offStatus();
      releaseLive();
    };
  }, [load, refreshCount]);

  useEffect(() => {
    bridge.setBadgeCount(state.unread).catch(() => undefined);
  }, [state.unread]);

  const markRead = useCallback(async (id: string) => {
    const at = new Date().toISOString();
    setState((s) => ({ ...s, items: s.items?.map((i) => (i.id === id && !i.readAt ? { ...i, readAt: at } : i)) ?? null }));
    try {
      const { unread, notification } = await call('notificationRead', { params: { id }, body: {} });
      setState((s) => ({ ...s, unread, items: s.items?.map((i) => (i.id === id ? notification : i)) ?? null }));
    } catch {
      refreshCount();
    }
  }, [refreshCount]);

  const markAllRead = useCallback(async () => {
    const at = new Date().toISOString();
    setState((s) => ({ ...s, unread: 0, items: s.items?.map((i) => (i.readAt ? i : { ...i, readAt: at })) ?? null }));
    try {
      const { unread } = await call('notificationsReadAll', { body: {} });
      setState((s) => ({ ...s, unread }));
    } catch {
      refreshCount();
    }
  }, [refreshCount]);

  return { state, load, markRead, markAllRead };
}
