import { describe, expect, it } from 'vitest';
import { deepLinkInArgv, deepLinkTo, parseDeepLink } from './deep-link';

describe('parseDeepLink', () => {
  it.each([
    ['qurious://open/messages/c0ffee-12', '/messages/c0ffee-12'],
    ['qurious://open/bookings/5f1d2e3a-0b1c-4d5e-8f90-123456789abc', '/bookings/5f1d2e3a-0b1c-4d5e-8f90-123456789abc'],
    ['qurious://open/sessions/abc', '/sessions/abc'],
    ['qurious://open/requests/0b1c4d5e-8f90-4123-9456-789abcdef012', '/requests/0b1c4d5e-8f90-4123-9456-789abcdef012'],
    ['QURIOUS://OPEN/sessions/abc', '/sessions/abc'],
    ['qurious://open/settings/billing', '/settings/billing'],
    ['qurious://open/dashboard', '/dashboard'],
    ['qurious://open/users/ada_edits/levels', '/users/ada_edits/levels'],
  ])('opens %s at %s', (link, path) => {
    expect(parseDeepLink(link)).toBe(path);
  });

  it.each([
    ['a foreign host', 'qurious://evil.example/sessions/abc'],
    ['another scheme', 'https://open/sessions/abc'],
    ['a file link', 'file:///etc/passwd'],
    ['an unknown route', 'qurious://open/admin/abc'],
    ['a route outside the app', 'qurious://open/constructor/abc'],
    ['a path that climbs', 'qurious://open/sessions/../../etc'],
    ['an encoded slash', 'qurious://open/sessions/a%2Fb'],
    ['too many segments', 'qurious://open/sessions/abc/extra'],
    ['no id', 'qurious://open/sessions'],
    ['a query', 'qurious://open/sessions/abc?next=https://evil.example'],
    ['a fragment', 'qurious://open/sessions/abc#x'],
    ['credentials', 'qurious://user:pw@open/sessions/abc'],
    ['a port', 'qurious://open:8080/sessions/abc'],
    ['script', 'qurious://open/sessions/<script>'],
    ['not a URL', 'qurious:open'],
    ['another settings page', 'qurious://open/settings/password'],
    ['a levels page with more after it', 'qurious://open/users/ada/levels/x'],
    ['a name that climbs', 'qurious://open/users/../levels'],
    ['a page with a query', 'qurious://open/settings/billing?next=x'],
    ['a huge link', `qurious://open/sessions/${'a'.repeat(600)}`],
  ])('refuses %s', (_why, link) => {
    expect(parseDeepLink(link)).toBeNull();
  });

  it('round-trips the links it makes, and refuses to make one for a bad id', () => {
    expect(parseDeepLink(deepLinkTo('sessions', 'abc-1'))).toBe('/sessions/abc-1');
    expect(() => deepLinkTo('messages', '../x')).toThrow();
  });

  it('finds the link among the arguments a second instance was started with', () => {
    expect(deepLinkInArgv(['/opt/Qurious/qurious', '--flag', 'qurious://open/bookings/b1'])).toBe('/bookings/b1');
    expect(deepLinkInArgv(['/opt/Qurious/qurious', 'qurious://evil/bookings/b1'])).toBeNull();
    expect(deepLinkInArgv(['/opt/Qurious/qurious'])).toBeNull();
  });
});
