import { describe, expect, it } from 'vitest';
import { coturnArgs, localTurnPort, stunAnswers } from '#scripts/lib/coturn';
import { freePort } from '../helpers/ports';

describe('the local coturn of npm start and the tests', () => {
  it('finds the loopback TURN port in TURN_URLS, and none when TURN is elsewhere', () => {
    expect(localTurnPort(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'])).toBe(
      3478,
    );
    expect(localTurnPort(['turn:localhost?transport=udp'])).toBe(3478);
    expect(localTurnPort(['turns:turn.example.com:5349', 'turn:127.0.0.1:40000'])).toBe(40000);
    expect(localTurnPort(['turn:turn.example.com:3478'])).toBeNull();
    expect(localTurnPort([])).toBeNull();
  });

  it('runs coturn on loopback with TURN REST credentials and no TLS', () => {
    const args = coturnArgs({ port: 40000, secret: 'shared-secret-1234', dir: '/tmp/x' });
    expect(args).toEqual(
      expect.arrayContaining([
        '--listening-ip=127.0.0.1',
        '--listening-port=40000',
        '--use-auth-secret',
        '--static-auth-secret=shared-secret-1234',
        '--no-tls',
      ]),
    );
  });

  it('hears no STUN answer where nothing listens', async () => {
    expect(await stunAnswers(await freePort(), '127.0.0.1', 200)).toBe(false);
  });
});
