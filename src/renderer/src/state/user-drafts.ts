import { atom, type WritableAtom } from 'jotai';
import { STORAGE_KEYS } from '#platform/storage-keys';

/**
 * What a signed-in user drafts on this device: the become-expert form with its two pictures, and
 * the gig draft. Sign-out removes all of it from storage and resets the in-memory copy of each
 * draft module that has loaded. The draft modules (expert-form, gig-draft) load with the pages
 * that use them, not with the shell (home's script budget), so the session does not import them:
 * each registers its reset here when it loads.
 */
export const EXPERT_FORM_KEYS = [STORAGE_KEYS.expertForm, STORAGE_KEYS.expertProfilePreview, STORAGE_KEYS.expertProfileOriginal] as const;
export const GIG_DRAFT_KEYS = [STORAGE_KEYS.gigDraft] as const;

/** Removes the keys; storage that is unavailable holds nothing to remove. */
export function removeStoredKeys(keys: readonly string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

type DraftReset = WritableAtom<unknown, [], unknown>;
const loadedResets = new Set<DraftReset>();

/** A draft module's reset of its in-memory draft, run by each later sign-out. */
export function resetOnSignOut(reset: DraftReset): void {
  loadedResets.add(reset);
}

/** Removes every stored draft and resets the loaded ones. */
export const clearUserDraftsAtom = atom(null, (_get, set) => {
  removeStoredKeys([...EXPERT_FORM_KEYS, ...GIG_DRAFT_KEYS]);
  for (const reset of loadedResets) set(reset);
});
