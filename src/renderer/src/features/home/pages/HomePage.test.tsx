// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/contract/http/users';
import { createStore, modeAtom, StateProvider, userAtom } from '#state';
import HomePage from './HomePage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const buyer: PublicUser = {
  id: 'u1',
  _id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  expertProfile: null,
};
const expert: PublicUser = {
  ...buyer,
  expertProfile: { id: 'e1', _id: 'e1', userName: 'ada.expert', displayName: 'Ada', softwares: [], profilePicture: null },
};

let root: Root | null = null;

async function renderHome(user: PublicUser | null, mode: 'user' | 'expert') {
  const store = createStore();
  store.set(userAtom, user);
  store.set(modeAtom, mode);
  const router = createMemoryRouter(
    [
      { path: '/', Component: HomePage },
      { path: '/users/:username/expert_dashboard', element: <p>expert dashboard</p> },
      { path: '/search/gigs', element: <p>search</p> },
      { path: '/somewhere', element: <p>somewhere</p> },
    ],
    { initialEntries: ['/somewhere', '/'], initialIndex: 1 },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <StateProvider store={store}>
        <RouterProvider router={router} />
      </StateProvider>,
    );
  });
  return { router, container };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('HomePage', () => {
  it('shows the public home to a visitor', async () => {
    const { router, container } = await renderHome(null, 'user');
    expect(router.state.location.pathname).toBe('/');
    expect(container.querySelector('h1')?.textContent).toBe('What are you curious about today?');
  });

  it('shows the public home to an expert in buyer mode', async () => {
    const { router } = await renderHome(expert, 'user');
    expect(router.state.location.pathname).toBe('/');
  });

  it('holds a non-expert in buyer mode even if expert mode was stored', async () => {
    const { router } = await renderHome(buyer, 'expert');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an expert in expert mode to their dashboard, replacing the history entry', async () => {
    const { router, container } = await renderHome(expert, 'expert');
    expect(router.state.location.pathname).toBe('/users/ada.expert/expert_dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(container.textContent).toBe('expert dashboard');
    // Back leaves the app's previous page, not the home that was replaced.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/somewhere');
  });
});
