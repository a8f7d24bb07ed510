import { describe, expect, it } from 'vitest';
import { wireDeepLinks, type DeepLinkApp } from '#main/deep-link-wiring';

type Listener = (...args: never[]) => void;

/** A stand-in for Electron's app: the lock, the protocol registration and the events it fires. */
class FakeApp implements DeepLinkApp {
  readonly listeners = new Map<string, Listener>();
  readonly registered: unknown[][] = [];
  quits = 0;
  constructor(
    readonly isPackaged: boolean,
    private readonly lock = true,
  ) {}
  requestSingleInstanceLock() {
    return this.lock;
  }
  quit() {
    this.quits += 1;
  }
  setAsDefaultProtocolClient(...args: [string, string?, string[]?]) {
    this.registered.push(args.filter((a) => a !== undefined));
    return true;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
    return this;
  }
  secondInstance(argv: string[]) {
    (this.listeners.get('second-instance') as (e: unknown, argv: string[]) => void)({}, argv);
  }
  openUrl(url: string) {
    let prevented = false;
    (this.listeners.get('open-url') as (e: { preventDefault(): void }, url: string) => void)({ preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

const wire = (app: FakeApp, argv: string[] = ['/opt/Qurious/qurious']) => {
  let focused = 0;
  const inbox = wireDeepLinks(app, { argv, execPath: '/usr/bin/electron', focus: () => (focused += 1) });
  return { inbox, focused: () => focused };
};

describe('deep-link wiring', () => {
  it('registers the qurious scheme (with the app script in development) and takes the single-instance lock', () => {
    const packaged = new FakeApp(true);
    expect(wire(packaged).inbox).not.toBeNull();
    expect(packaged.registered).toEqual([['qurious']]);
    const dev = new FakeApp(false);
    wire(dev, ['/usr/bin/electron', '/src/qurious/out/main/index.js']);
    expect(dev.registered).toEqual([['qurious', '/usr/bin/electron', ['/src/qurious/out/main/index.js']]]);
  });

  it('quits a second instance: it only hands its link to the first', () => {
    const second = new FakeApp(true, false);
    expect(wire(second).inbox).toBeNull();
    expect(second.quits).toBe(1);
    expect(second.listeners.size).toBe(0);
  });

  it('opens the link a second instance was started with, and the one macOS sends, in the running window', () => {
    const app = new FakeApp(true);
    const { inbox, focused } = wire(app);
    app.secondInstance(['/opt/Qurious/qurious', '--no-sandbox', 'qurious://open/messages/c0ffee-12']);
    expect(focused()).toBe(1);
    expect(inbox?.take()).toBe('/messages/c0ffee-12');
    expect(inbox?.take()).toBeNull();
    expect(app.openUrl('qurious://open/sessions/5f1d2e3a-0b1c')).toBe(true);
    expect(inbox?.take()).toBe('/sessions/5f1d2e3a-0b1c');
    app.openUrl('qurious://open/bookings/b-7');
    expect(inbox?.take()).toBe('/bookings/b-7');
  });

  it('opens the link of the first start', () => {
    const { inbox } = wire(new FakeApp(true), ['/opt/Qurious/qurious', 'qurious://open/bookings/b-1']);
    expect(inbox?.take()).toBe('/bookings/b-1');
  });

  it('refuses a foreign host or an unknown path: nothing to open, the window only comes forward', () => {
    const app = new FakeApp(true);
    const { inbox, focused } = wire(app);
    for (const link of ['qurious://evil.example/sessions/abc', 'qurious://open/admin/abc', 'qurious://open/sessions/../../etc', 'qurious:open'])
      app.secondInstance(['/opt/Qurious/qurious', link]);
    expect(app.openUrl('qurious://open/settings/x')).toBe(true);
    expect(inbox?.take()).toBeNull();
    expect(focused()).toBe(5);
    // A plain second start (no link) brings the window forward too.
    app.secondInstance(['/opt/Qurious/qurious']);
    expect(focused()).toBe(6);
    expect(inbox?.take()).toBeNull();
  });
});
