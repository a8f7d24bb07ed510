/** The toasts' own texts (the region screen readers announce them in, the close button): the English source. */
export default {
  'region': 'Notifications Alt+T',
  'close': 'close',
} as const;
