// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n';
import type { PublicUser } from '#shared/contract/http/users';
import { createStore, StateProvider, userAtom } from '#state';
import { ReviewForm } from './ReviewForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => i18n.loadNamespaces(['reviews', 'conversations']));

const user = (name: string): PublicUser => ({
  id: 'u1',
  _id: 'u1',
  name,
  username: 'samuel1',
  email: 'samuel@example.com',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  expertProfile: null,
});

let root: Root | null = null;
function render(name: string) {
  const store = createStore();
  store.set(userAtom, user(name));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <StateProvider store={store}>
        <ReviewForm bookingId="b1" onDone={() => undefined} />
      </StateProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const choices = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLInputElement>('input[name=nameShown]')].map((r) => [r.value, r.parentElement?.textContent?.trim(), r.checked]);

describe('ReviewForm', () => {
  it('asks how to show the author, first name and initial by default', () => {
    const c = render('Samuel Cohen');
    expect([...c.querySelectorAll('fieldset legend')].map((l) => l.textContent)).toContain('Show my name as');
    expect(choices(c)).toEqual([
      ['initial', 'Samuel C.', true],
      ['full', 'Samuel Cohen', false],
    ]);
  });

  it('asks nothing for a one-word name, which shows the same either way', () => {
    expect(choices(render('Priya'))).toEqual([]);
  });

  it('tells the writer when a contact detail would be hidden from readers', () => {
    const c = render('Samuel Cohen');
    const textarea = c.querySelector('textarea');
    expect(c.querySelector('[data-testid=contact-notice]')).toBeNull();
    act(() => {
      if (!textarea) return;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, 'Call me on nine eight seven six five four three two one zero');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(c.querySelector('[data-testid=contact-notice]')?.textContent).toMatch(/^Phone numbers, email addresses/);
  });

  it('says a rating is missing until stars are chosen, then no more', () => {
    const c = render('Samuel Cohen');
    const alert = () => c.querySelector('[role=alert]')?.textContent ?? null;
    act(() => {
      c.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(alert()).toBe('Choose a rating from 1 to 5 stars');
    act(() => c.querySelector<HTMLInputElement>('input[type=radio][value="4"]')?.click());
    expect(alert()).toBeNull();
    // A problem with another field stays until that field is answered.
    act(() => {
      c.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(alert()).not.toBeNull();
    act(() => c.querySelector<HTMLInputElement>('input[type=radio][value="5"]')?.click());
    expect(alert()).not.toBeNull();
  });
});
