import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_GLOBAL } from '#shared/contract/bridge-global';
import { SESSION_TOKEN_STORAGE_KEY, SIGNED_IN_COOKIE, SIGNED_OUT_ATTRIBUTE } from '#shared/domain/page-data';
import { EARLY_CLICKS_SCRIPT, EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP, EARLY_CLICKS_HASHES } from './early-clicks';

/** Runs `script` as a page's head does, in a browser that stores a session (as the cookie, as its token) or none. */
async function headOf(script: string, stored: 'cookie' | 'token' | 'desktop' | null): Promise<boolean> {
  const window = new Window({ url: 'https://qurious.example/', settings: { navigator: { userAgent: 'test' } } });
  if (stored === 'cookie') window.document.cookie = `${SIGNED_IN_COOKIE}=1`;
  if (stored === 'token') window.localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'a.token');
  if (stored === 'desktop') Object.assign(window, { [DESKTOP_BRIDGE_GLOBAL]: {} });
  window.eval(script);
  const marked = window.document.documentElement.hasAttribute(SIGNED_OUT_ATTRIBUTE);
  await window.happyDOM.close();
  return marked;
}

describe('the head script', () => {
  it('marks a browser that stores no session, so the header offers Login and Join at once', async () => {
    for (const script of [EARLY_CLICKS_SCRIPT, EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP]) {
      expect(await headOf(script, null)).toBe(true);
      expect(await headOf(script, 'cookie')).toBe(false);
      expect(await headOf(script, 'token')).toBe(false);
      expect(await headOf(script, 'desktop')).toBe(false);
    }
  });

  it('comes in two forms, each allowed by its own hash', () => {
    expect(EARLY_CLICKS_SCRIPT).not.toBe(EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP);
    expect(new Set(EARLY_CLICKS_HASHES).size).toBe(2);
  });
});
