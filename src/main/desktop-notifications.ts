import type { DesktopNotification } from '#shared/contract/ipc';
import { isDeepLinkPath } from './deep-link';

/** The part of an Electron Notification used here. */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

/** Electron's `Notification` class (or a test's stand-in). */
export interface NotificationClass {
  new (options: { title: string; body: string; silent?: boolean }): NotificationLike;
  isSupported(): boolean;
}

export type DesktopNotifier = ReturnType<typeof createDesktopNotifier>;

/**
 * Native notifications: the renderer asks (through the typed bridge) when a live
 * notification arrives and the window is not focused; a click opens what it is about in the
 * window (`open`: the deep-link inbox). Only app paths a deep link could open are accepted.
 * Shown notifications are kept until clicked or closed, so their click handler is not collected.
 */
export function createDesktopNotifier(Notification: NotificationClass, open: (path: string) => void) {
  const shown = new Set<NotificationLike>();
  return {
    /** Answers whether it was shown (not on a system without notifications, nor for a foreign link). */
    show({ title, body, link }: DesktopNotification): boolean {
      if (!isDeepLinkPath(link) || !Notification.isSupported()) return false;
      const n = new Notification({ title, body });
      shown.add(n);
      n.on('click', () => {
        shown.delete(n);
        open(link);
      });
      n.on('close', () => shown.delete(n));
      n.show();
      return true;
    },
    /** How many are on screen (tests). */
    get showing(): number {
      return shown.size;
    },
  };
}

/** The part of Electron's app that sets the badge. */
export interface BadgeApp {
  setBadgeCount(count: number): boolean;
}

/**
 * The dock or taskbar badge: the unread count (0 clears it). Only a change is passed on; where the
 * system has no badge (setBadgeCount answers false), nothing else happens.
 */
export function createBadge(app: BadgeApp) {
  let current = -1;
  return {
    set(count: number): void {
      const next = Math.max(0, Math.floor(count));
      if (next === current) return;
      current = next;
      app.setBadgeCount(next);
    },
  };
}
export type Badge = ReturnType<typeof createBadge>;
