import { describe, expect, it } from 'vitest';
import { appUrlPrefixes, isAppUrl } from './app-url';

describe('appUrlPrefixes', () => {
  it('is the renderer folder as a file URL, plus the dev server when there is one', () => {
    expect(
      appUrlPrefixes({ rendererDir: '/opt/Qurious/resources/app/out/renderer', devServerUrl: null }),
    ).toEqual(['file:///opt/Qurious/resources/app/out/renderer/']);
    expect(appUrlPrefixes({ rendererDir: null, devServerUrl: 'http://localhost:5173' })).toEqual([
      'http://localhost:5173/',
    ]);
  });
});

describe('isAppUrl', () => {
  const prefixes = ['file:///opt/Qurious/out/renderer/', 'http://localhost:5173/'];

  it('accepts pages of the bundle and of the dev server', () => {
    expect(isAppUrl('file:///opt/Qurious/out/renderer/index.html', prefixes)).toBe(true);
    expect(isAppUrl('file:///opt/Qurious/out/renderer/index.html#/users/ana/manage_gigs', prefixes)).toBe(
      true,
    );
    expect(isAppUrl('http://localhost:5173/search?q=figma', prefixes)).toBe(true);
  });

  it('refuses other files, other origins and look-alikes', () => {
    expect(isAppUrl('file:///etc/passwd', prefixes)).toBe(false);
    expect(isAppUrl('file:///opt/Qurious/out/renderer-evil/index.html', prefixes)).toBe(false);
    expect(isAppUrl('file:///opt/Qurious/out/renderer/../../secret.html', prefixes)).toBe(false);
    expect(isAppUrl('file:///opt/Qurious/out/renderer/%2e%2e/x.html', prefixes)).toBe(false);
    expect(isAppUrl('file:///opt/Qurious/out/renderer/..%2F..%2Fsecret.html', prefixes)).toBe(false);
    expect(isAppUrl('file://evil-host/opt/Qurious/out/renderer/index.html', prefixes)).toBe(false);
    expect(isAppUrl('http://localhost:5174/', prefixes)).toBe(false);
    expect(isAppUrl('https://localhost:5173/', prefixes)).toBe(false);
    expect(isAppUrl('http://localhost:5173.evil.example/', prefixes)).toBe(false);
    expect(isAppUrl('https://evil.example/?http://localhost:5173/', prefixes)).toBe(false);
    expect(isAppUrl('about:blank', prefixes)).toBe(false);
    expect(isAppUrl('not a url', prefixes)).toBe(false);
    expect(isAppUrl('', prefixes)).toBe(false);
    expect(isAppUrl(undefined, prefixes)).toBe(false);
    expect(isAppUrl(null, prefixes)).toBe(false);
  });

  it('keeps a dev server with a base path to that path', () => {
    const withPath = ['http://127.0.0.1:5500/app/'];
    expect(isAppUrl('http://127.0.0.1:5500/app/', withPath)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:5500/app/gigs', withPath)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:5500/api/users', withPath)).toBe(false);
  });
});
