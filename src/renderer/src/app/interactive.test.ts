// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_GLOBAL, INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';
import { markInteractive } from './interactive';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  window[EARLY_CLICKS_GLOBAL] = undefined;
});

describe('markInteractive', () => {
  it('marks the page and replays the kept clicks on elements still there, once', () => {
    document.body.innerHTML = '<div id="root"><button id="kept">Standard</button><input id="box" type="checkbox"></div>';
    const kept = document.getElementById('kept');
    const box = document.getElementById('box') as HTMLInputElement;
    const gone = document.createElement('button');
    const onKept = vi.fn();
    const onGone = vi.fn();
    kept?.addEventListener('click', onKept);
    gone.addEventListener('click', onGone);
    window[EARLY_CLICKS_GLOBAL] = [kept as Element, gone, box];
    markInteractive();
    expect(document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)).toBe(true);
    expect(onKept).toHaveBeenCalledTimes(1);
    expect(onGone).not.toHaveBeenCalled();
    expect(box.checked).toBe(true);
    markInteractive();
    expect(onKept).toHaveBeenCalledTimes(1);
  });

  it('marks a page with no kept clicks (the desktop app, a page the client drew)', () => {
    markInteractive();
    expect(document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)).toBe(true);
  });
});
