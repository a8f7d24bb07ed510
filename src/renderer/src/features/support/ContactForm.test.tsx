// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n/i18n';
import { switchLanguage } from '#i18n/language';
import type { PublicUser } from '#shared/contract/http/users';
import { SUPPORT_MESSAGES } from '#shared/domain/support-ticket';
import { INVALID_EMAIL_MESSAGE } from '#shared/domain/user';
import { createStore, StateProvider, userAtom } from '#state';
import ContactForm from './ContactForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => i18n.loadNamespaces(['guide']));

const signedIn: PublicUser = {
  id: 'u1',
  _id: 'u1',
  name: 'Uma User',
  username: 'uma1',
  email: 'uma@example.com',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  expertProfile: null,
};

let root: Root | null = null;
async function render(user: PublicUser | null) {
  const store = createStore();
  store.set(userAtom, user);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <StateProvider store={store}>
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      </StateProvider>,
    ),
  );
  // Outside English the form first waits for its messages' catalogue: each try lets React draw what arrived.
  await vi.waitFor(async () => {
    await act(async () => undefined);
    expect(container.querySelector('form')).not.toBeNull();
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const submit = (c: HTMLElement) =>
  act(() => {
    c.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

/** Each field's message, read through the field's aria-describedby as a screen reader would. */
const messages = (c: HTMLElement) =>
  Object.fromEntries(
    [...c.querySelectorAll<HTMLElement>('[name]')]
      .filter((f) => f.getAttribute('aria-invalid') === 'true')
      .map((f) => [f.getAttribute('name'), c.querySelector(`#${CSS.escape(f.getAttribute('aria-describedby') ?? '')}`)?.textContent]),
  );

describe('the help page contact form', () => {
  it('tells each field what is wrong, under it, before anything is sent', async () => {
    const c = await render(null);
    submit(c);
    expect(messages(c)).toEqual({
      topic: SUPPORT_MESSAGES.topic,
      subject: SUPPORT_MESSAGES.subjectShort,
      message: SUPPORT_MESSAGES.messageShort,
      email: INVALID_EMAIL_MESSAGE,
    });
  });

  it("fixes a signed-in sender's email to the account's and asks nothing of it", async () => {
    const c = await render(signedIn);
    const email = c.querySelector<HTMLInputElement>('input[name=email]');
    expect({ value: email?.value, readOnly: email?.readOnly }).toEqual({ value: 'uma@example.com', readOnly: true });
    submit(c);
    expect(Object.keys(messages(c)).sort()).toEqual(['message', 'subject', 'topic']);
  });

  it('speaks French in French, its field messages too (their catalogue loaded with the form)', async () => {
    await act(() => switchLanguage('fr'));
    await i18n.loadNamespaces(['guide']);
    try {
      const c = await render(null);
      expect(c.querySelector('label span')?.textContent).toBe('Sujet');
      submit(c);
      expect(messages(c)).toMatchObject({ topic: 'Choisissez un sujet dans la liste', message: 'Écrivez au moins 10 caractères' });
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
