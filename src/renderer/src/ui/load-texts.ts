/** What a page shows while its data loads or when loading failed. */
export const LOAD_TEXTS = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded. Please try again.',
  retry: 'Try again',
} as const;
