/** The home page's product texts (buyer spec sections 1 and 2). */
export const HERO_TITLE = 'What are you curious about today?';
export const HERO_SUBTITLE = 'Get your queries solved live by top-rated experts.';
export const SEARCH_PLACEHOLDER = 'Curious about something? Ask away…';
export const ALL_SKILLS_OPTION = 'All skills';
export const TRENDING_LABEL = 'Trending:';
export const TRENDING_SEARCHES = ['Video Editing', 'React', 'Premiere Pro'] as const;

export const SOFTWARE_STRIP_TITLE = 'Experts based on software';
export const SKILL_STRIP_TITLE = 'Experts based on skills';
export const SEE_MORE = 'See more';

export const COMING_SOON_TITLE = 'We are coming soon!!';
export const COMING_SOON_SIGNED_OUT = 'Sign Up early to get notified first when it is LIVE';
export const COMING_SOON_SIGN_UP = 'Sign Up';
export const COMING_SOON_SIGNED_IN = 'Congratulations! You are on the early list: we will notify you first when it is LIVE.';
export const COMING_SOON_SAVE_FAILED = 'We could not save your place on the early list.';
