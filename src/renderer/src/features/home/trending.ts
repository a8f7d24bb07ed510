// i18n: catalogue names
/** The hero's trending searches (buyer spec section 2): catalogue names, searched as they are, in every language. */
export const TRENDING_SEARCHES = ['Video Editing', 'React', 'Premiere Pro'] as const;
