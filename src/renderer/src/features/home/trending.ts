// i18n: catalogue names
/**
 * The hero's trending searches (buyer spec section 2): catalogue names, shown in the page's language
 * (a skill translated, a software as its maker writes it) and searched by their English name, so the
 * results are the same in every language.
 */
export const TRENDING_SEARCHES = ['Video Editing', 'React', 'Premiere Pro'] as const;
