import { useLayoutEffect, type ReactNode } from 'react';
import { EARLY_CLICKS_GLOBAL, INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';
import { keepEarlyTyping } from './early-typing';

declare global {
  interface Window {
    /** Clicks the page's head script kept before the client took the page over. */
    [EARLY_CLICKS_GLOBAL]?: Element[];
  }
}

/**
 * Marks the page interactive once React has committed its first render (hydrated the server's
 * markup, or drawn its own), tells the client what was typed in its fields before (read at that
 * commit: keepEarlyTyping), and replays the clicks the page's head script kept meanwhile on elements
 * that are still there (in that order: Enter's kept submit then sends what was typed). A page drawn
 * anew (another language) has new elements: its early clicks are dropped.
 */
export function markInteractive(doc: Document = document, win: Window = window, earlyTyping: () => void = () => undefined): void {
  const html = doc.documentElement;
  if (html.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
  html.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  earlyTyping();
  const kept = win[EARLY_CLICKS_GLOBAL]?.splice(0) ?? [];
  // A dispatched click does what the user's would have: React's handlers run, a checkbox toggles.
  for (const target of kept) if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/**
 * Renders the app, reads its fields as the visitor left them when the first render is committed
 * (a layout effect runs before React handles any event or renders again), and marks the page
 * interactive in a task of its own: an event dispatched while React runs effects is applied only
 * after them, so a kept submit replayed there would not see what was typed; outside React, a
 * field's change is applied before its event returns.
 */
export function Interactive({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    const earlyTyping = root ? keepEarlyTyping(root) : undefined;
    const task = setTimeout(() => markInteractive(document, window, earlyTyping));
    return () => clearTimeout(task);
  }, []);
  return children;
}
