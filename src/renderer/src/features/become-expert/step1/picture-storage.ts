import { STORAGE_KEYS } from '#platform/storage-keys';

/** The onboarding's stored pictures (expert spec section 3): the cropped preview and the original. */
export function readStoredPicture(key: 'expertProfilePreview' | 'expertProfileOriginal'): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function storePicture(key: 'expertProfilePreview' | 'expertProfileOriginal', dataUrl: string | null): void {
  try {
    if (dataUrl === null) localStorage.removeItem(STORAGE_KEYS[key]);
    else localStorage.setItem(STORAGE_KEYS[key], dataUrl);
  } catch {
    // Storage full: the picture is uploaded all the same; only the preview is not kept.
  }
}
