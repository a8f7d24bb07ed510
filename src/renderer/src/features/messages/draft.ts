/** A conversation's unsent text, kept in local storage per conversation so a reload or a switch loses nothing. */
const KEY_PREFIX = 'messageDraft:';

export function readDraft(conversationId: string): string {
  try {
    return localStorage.getItem(KEY_PREFIX + conversationId) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(conversationId: string, text: string): void {
  try {
    if (text) localStorage.setItem(KEY_PREFIX + conversationId, text);
    else localStorage.removeItem(KEY_PREFIX + conversationId);
  } catch {
    // Storage full or blocked: the draft lives in the page only.
  }
}

/** Removes every conversation's draft (sign-out). */
export function clearDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
