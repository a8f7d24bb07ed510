import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE, loadDesktopConfig } from './config';

describe('loadDesktopConfig', () => {
  it('defaults to the local API on port 5500', () => {
    expect(loadDesktopConfig({})).toEqual({ apiBase: 'http://localhost:5500' });
    expect(loadDesktopConfig({ QURIOUS_API_BASE: '  ' }).apiBase).toBe(DEFAULT_API_BASE);
  });

  it('takes QURIOUS_API_BASE without a trailing slash', () => {
    expect(loadDesktopConfig({ QURIOUS_API_BASE: 'https://api.qurious.example/' }).apiBase).toBe(
      'https://api.qurious.example',
    );
    expect(loadDesktopConfig({ QURIOUS_API_BASE: 'https://qurious.example/backend/' }).apiBase).toBe(
      'https://qurious.example/backend',
    );
  });

  it('refuses what is not an http(s) URL, or one with credentials', () => {
    expect(() => loadDesktopConfig({ QURIOUS_API_BASE: 'localhost:5500' })).toThrow(/QURIOUS_API_BASE/);
    expect(() => loadDesktopConfig({ QURIOUS_API_BASE: 'file:///etc' })).toThrow(/http\(s\)/);
    expect(() => loadDesktopConfig({ QURIOUS_API_BASE: 'https://u:p@api.example' })).toThrow(/credentials/);
  });
});
