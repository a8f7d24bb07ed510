/** Texts shared by many features (shared widgets: scroll strips, retry, loading): the English source. */
export default {
  'strip.scrollLeft': 'Scroll {{label}} left',
  'strip.scrollRight': 'Scroll {{label}} right',
  'retry': 'Try again',
} as const;
