import type { AppNotification } from '#shared/contract/http/notifications';
import type { LiveHub } from '../../live/hub';
import type { AppDeps } from '../context';
import { insertNotification, unreadCount, upsertUnreadNotification, type NotificationInput } from './repo';

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * Keeps a notification and delivers it live to every client of its user (on every instance,
 * through the hub's bus), with their new unread count.
 */
export function createNotifier(deps: AppDeps, hub: Pick<LiveHub, 'sendToUser'>) {
  const db = deps.db.kysely;

  async function deliver(userId: string, notification: AppNotification): Promise<AppNotification> {
    await hub.sendToUser(userId, { type: 'notification.new', notification, unread: await unreadCount(db, userId) });
    return notification;
  }

  return {
    /** A new notification. */
    notify: async (n: NotificationInput) => deliver(n.userId, await insertNotification(db, n, deps.clock.now())),
    /** The user's unread one about the same subject brought up to date (a conversation's messages), or a new one. */
    notifyOnce: async (n: NotificationInput) => deliver(n.userId, await upsertUnreadNotification(db, n, deps.clock.now())),
    /** Tells the user's other clients their unread count changed. */
    async countChanged(userId: string): Promise<number> {
      const unread = await unreadCount(db, userId);
      await hub.sendToUser(userId, { type: 'notification.unread', unread });
      return unread;
    },
  };
}
