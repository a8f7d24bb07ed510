// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { expertFormAtom } from './expert-form';
import { signInAtom, signOutAtom, userAtom } from './session';
import { fixtureUser as user, unsignedToken } from './session-fixtures';

const token = unsignedToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

describe('signOutAtom', () => {
  beforeEach(() => localStorage.clear());

  it('clears the session keys, the become-expert form with its stored pictures, and the gig draft', async () => {
    const store = createStore();
    await store.set(signInAtom, { token, user });
    store.set(expertFormAtom, { ownerId: 'u1', firstName: 'Ada' });
    localStorage.setItem(STORAGE_KEYS.expertProfilePreview, 'data:image/jpeg;base64,AA');
    localStorage.setItem(STORAGE_KEYS.expertProfileOriginal, 'data:image/jpeg;base64,BB');
    localStorage.setItem(STORAGE_KEYS.gigDraft, JSON.stringify({ title: 'A draft of the signed-out expert' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.expertForm) ?? '{}')).toMatchObject({ firstName: 'Ada' });

    await store.set(signOutAtom);

    for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.token, STORAGE_KEYS.userMode, STORAGE_KEYS.expertForm, STORAGE_KEYS.expertProfilePreview, STORAGE_KEYS.expertProfileOriginal, STORAGE_KEYS.gigDraft]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(expertFormAtom)).toMatchObject({ ownerId: null, firstName: '' });
  });
});
