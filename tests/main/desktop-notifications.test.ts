import { describe, expect, it } from 'vitest';
import { createBadge, createDesktopNotifier, type NotificationLike } from '#main/desktop-notifications';
import { createIpcHandlers } from '#main/ipc';
import { createMainServices } from '#main/services/create-services';
import { createDeepLinkInbox } from '#main/deep-link-wiring';

/** A stand-in for Electron's Notification: records what was shown and lets the test click it. */
function fakeNotifications(supported = true) {
  const shown: FakeNotification[] = [];
  class FakeNotification implements NotificationLike {
    readonly listeners = new Map<string, () => void>();
    visible = false;
    constructor(readonly options: { title: string; body: string }) {}
    static isSupported() {
      return supported;
    }
    on(event: 'click' | 'close', listener: () => void) {
      this.listeners.set(event, listener);
      return this;
    }
    show() {
      this.visible = true;
      shown.push(this);
    }
    click() {
      this.listeners.get('click')?.();
    }
  }
  return { Notification: FakeNotification, shown };
}

const APP = 'file:///opt/Qurious/resources/app.asar/out/renderer/';
const PAGE = `${APP}index.html#/bookings/b-1`;
const appInfo = { name: 'Qurious', version: '0.1.0', platform: 'linux', apiBase: 'http://localhost:5500' };

describe('desktop notifications', () => {
  it('shows a native notification whose click opens what it is about in the window', () => {
    const { Notification, shown } = fakeNotifications();
    let focused = 0;
    const inbox = createDeepLinkInbox(() => (focused += 1));
    const notifier = createDesktopNotifier(Notification, (path) => inbox.open(path));
    expect(notifier.show({ title: 'Booking accepted', body: 'Ada accepted "Figma review".', link: '/bookings/b-1' })).toBe(true);
    expect(shown.map((n) => n.options)).toEqual([{ title: 'Booking accepted', body: 'Ada accepted "Figma review".' }]);
    expect(notifier.showing).toBe(1);
    expect(inbox.take()).toBeNull();
    shown[0]?.click();
    expect(focused).toBe(1);
    expect(inbox.take()).toBe('/bookings/b-1');
    expect(inbox.take()).toBeNull();
    expect(notifier.showing).toBe(0);
  });

  it('shows a matched request natively: an expert away from the window hears of it at once', () => {
    const { Notification, shown } = fakeNotifications();
    const inbox = createDeepLinkInbox(() => undefined);
    const notifier = createDesktopNotifier(Notification, (path) => inbox.open(path));
    expect(notifier.show({ title: 'A request for you', body: 'Help me light a night scene', link: '/requests/r-1' })).toBe(true);
    shown[0]?.click();
    expect(inbox.take()).toBe('/requests/r-1');
  });

  it('shows the notices that link to a page natively too: Pro’s billing, support’s warning, a level’s change', () => {
    const { Notification, shown } = fakeNotifications();
    const inbox = createDeepLinkInbox(() => undefined);
    const notifier = createDesktopNotifier(Notification, (path) => inbox.open(path));
    for (const link of ['/settings/billing', '/dashboard', '/users/ada_edits/levels']) {
      expect(notifier.show({ title: 'Qurious', body: '', link })).toBe(true);
      shown.at(-1)?.click();
      expect(inbox.take()).toBe(link);
    }
  });

  it('refuses a link no deep link could open, and shows nothing where the system has no notifications', () => {
    const { Notification, shown } = fakeNotifications();
    const notifier = createDesktopNotifier(Notification, () => undefined);
    for (const link of ['https://evil.example/', '/admin/x', '/sessions/../etc', 'sessions/abc', '/messages/a/b', '/settings/password', '/help?ticket=t1'])
      expect(notifier.show({ title: 't', body: '', link })).toBe(false);
    expect(shown).toHaveLength(0);
    const none = fakeNotifications(false);
    expect(createDesktopNotifier(none.Notification, () => undefined).show({ title: 't', body: '', link: '/messages/c1' })).toBe(false);
    expect(none.shown).toHaveLength(0);
  });

  it('sets the badge on a change only, never below 0', () => {
    const counts: number[] = [];
    const badge = createBadge({ setBadgeCount: (n) => (counts.push(n), true) });
    badge.set(3);
    badge.set(3);
    badge.set(0);
    badge.set(-2);
    badge.set(1);
    expect(counts).toEqual([3, 0, 1]);
  });

  it('is driven through the typed bridge: arguments checked, the app frame only', async () => {
    const { Notification, shown } = fakeNotifications();
    const counts: number[] = [];
    const inbox = createDeepLinkInbox(() => undefined);
    const handle = createIpcHandlers(
      createMainServices({
        openDialog: async () => ({ canceled: true, filePaths: [] }),
        appInfo,
        desktop: {
          notifier: createDesktopNotifier(Notification, (path) => inbox.open(path)),
          badge: createBadge({ setBadgeCount: (n) => (counts.push(n), true) }),
          deepLinks: inbox,
        },
      }),
      [APP],
    );
    const handleFromPage = (key: string, args: unknown[]) => handle(key, PAGE, args);
    await expect(handleFromPage('showNotification', [{ title: 'New message from Ada', body: 'Hi!', link: '/messages/c-9' }])).resolves.toBeNull();
    expect(shown).toHaveLength(1);
    await expect(handleFromPage('setBadgeCount', [4])).resolves.toBeNull();
    expect(counts).toEqual([4]);
    await expect(handleFromPage('setBadgeCount', [-1])).rejects.toThrow(/Invalid arguments/);
    await expect(handleFromPage('showNotification', [{ title: '', body: '', link: '/messages/c' }])).rejects.toThrow(/Invalid arguments/);
    await expect(handle('showNotification', 'https://evil.example/', [{ title: 'x', body: '', link: '/messages/c' }])).rejects.toThrow(/not the app/);
    shown[0]?.click();
    await expect(handleFromPage('takeDeepLink', [])).resolves.toBe('/messages/c-9');
    await expect(handleFromPage('takeDeepLink', [])).resolves.toBeNull();
  });
});
