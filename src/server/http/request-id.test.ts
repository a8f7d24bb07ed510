import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { requestIdOf, urlForLog } from './request-id';

const withHeader = (id?: string, from = '10.0.0.5'): Pick<IncomingMessage, 'headers' | 'socket'> => {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: from });
  return { headers: id === undefined ? {} : { 'x-request-id': id }, socket };
};

describe('request ids', () => {
  it("takes the balancer's id only when it is trusted and well formed", () => {
    expect(requestIdOf(true)(withHeader('nginx-7f3a9c2e11'))).toBe('nginx-7f3a9c2e11');
    expect(requestIdOf(false)(withHeader('nginx-7f3a9c2e11'))).not.toBe('nginx-7f3a9c2e11');
    for (const bad of ['short', 'has spaces in it here', 'a\nforged log line', 'x'.repeat(65)]) {
      expect(requestIdOf(true)(withHeader(bad))).not.toBe(bad);
    }
    expect(requestIdOf(true)(withHeader())).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("takes it only from the balancer's addresses when TRUST_PROXY names them", () => {
    const fromBalancer = requestIdOf(['127.0.0.1', '10.1.0.0/16']);
    expect(fromBalancer(withHeader('nginx-7f3a9c2e11', '127.0.0.1'))).toBe('nginx-7f3a9c2e11');
    expect(fromBalancer(withHeader('nginx-7f3a9c2e11', '::ffff:127.0.0.1'))).toBe('nginx-7f3a9c2e11');
    expect(fromBalancer(withHeader('nginx-7f3a9c2e11', '10.1.200.3'))).toBe('nginx-7f3a9c2e11');
    for (const other of ['127.0.0.2', '10.2.0.1', '::1', '203.0.113.9']) {
      expect(fromBalancer(withHeader('nginx-7f3a9c2e11', other))).not.toBe('nginx-7f3a9c2e11');
    }
  });

  it('hides secret query values in logged URLs and leaves the rest', () => {
    expect(urlForLog('/sign-in-link?token=abc123&x=1')).toBe('/sign-in-link?token=[hidden]&x=1');
    expect(urlForLog('/unsubscribe?kind=accepted&TOKEN=zzz')).toBe('/unsubscribe?kind=accepted&TOKEN=[hidden]');
    expect(urlForLog('/api/search?keyword=token')).toBe('/api/search?keyword=token');
    expect(urlForLog('/api/calendar/Zx9_secret-feed.ics?x=1')).toBe('/api/calendar/[hidden].ics?x=1');
  });
});
