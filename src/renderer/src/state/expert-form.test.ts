// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { claimExpertFormAtom, expertFormAtom } from './expert-form';

const ada = { id: 'u1', name: 'Ada Lovelace', username: 'ada.lovelace' };

describe('claimExpertFormAtom', () => {
  beforeEach(() => localStorage.clear());

  it('starts the wizard with the display name and username from sign-up, the rest empty', () => {
    const store = createStore();
    store.set(claimExpertFormAtom, ada);
    expect(store.get(expertFormAtom)).toMatchObject({ ownerId: 'u1', displayName: 'Ada Lovelace', userName: 'ada.lovelace', firstName: '', description: '' });
  });

  it('keeps what the same user already typed, and starts afresh for another user', () => {
    const store = createStore();
    store.set(claimExpertFormAtom, ada);
    store.set(expertFormAtom, { displayName: 'Ada L.', firstName: 'Ada' });
    store.set(claimExpertFormAtom, ada);
    expect(store.get(expertFormAtom)).toMatchObject({ displayName: 'Ada L.', firstName: 'Ada' });
    store.set(claimExpertFormAtom, { id: 'u2', name: 'Grace Hopper', username: 'grace' });
    expect(store.get(expertFormAtom)).toMatchObject({ ownerId: 'u2', displayName: 'Grace Hopper', userName: 'grace', firstName: '' });
  });
});
