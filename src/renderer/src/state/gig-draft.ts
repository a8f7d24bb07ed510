import { atom } from 'jotai';
import { emptyGigDraft, mergeGigDraft, type GigDraft } from '#shared/domain/gig-draft';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { GIG_DRAFT_KEYS, removeStoredKeys, resetOnSignOut } from './user-drafts';

/**
 * The gig wizard's draft (expert spec section 3): kept in local storage under the gig form key on
 * every change, merged over the defaults on load, read back on the pricing step and cleared after
 * publishing. The edit wizard keeps its gig in memory instead (editGigDraftAtom).
 */
export function readStoredGigDraft(): GigDraft {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.gigDraft);
    return raw === null ? emptyGigDraft() : mergeGigDraft(JSON.parse(raw));
  } catch {
    return emptyGigDraft();
  }
}

function storeGigDraft(draft: GigDraft): void {
  try {
    localStorage.setItem(STORAGE_KEYS.gigDraft, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the draft still lives in memory for this session.
  }
}

export type DraftUpdate = GigDraft | ((draft: GigDraft) => GigDraft);

const gigDraftBaseAtom = atom<GigDraft>(readStoredGigDraft());

/** The creation wizard's draft; every write is persisted. */
export const gigDraftAtom = atom(
  (get) => get(gigDraftBaseAtom),
  (get, set, update: DraftUpdate) => {
    const next = typeof update === 'function' ? update(get(gigDraftBaseAtom)) : update;
    set(gigDraftBaseAtom, next);
    storeGigDraft(next);
  },
);

/** Reads the stored draft back into the wizard (the pricing step does this on entry). */
export const reloadGigDraftAtom = atom(null, (_get, set) => set(gigDraftBaseAtom, readStoredGigDraft()));

/** Removes the stored draft after publishing. */
export const clearGigDraftAtom = atom(null, (_get, set) => {
  removeStoredKeys(GIG_DRAFT_KEYS);
  set(gigDraftBaseAtom, emptyGigDraft());
});
resetOnSignOut(clearGigDraftAtom);

/** The edit wizard's working copy of one gig, loaded from the API. */
export const editGigDraftAtom = atom<{ gigId: string; draft: GigDraft } | null>(null);
