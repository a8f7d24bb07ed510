/** The category pages' counts (buyer spec section 2, Category pages); their texts are in the catalogue (locales/<lng>/catalog.ts). */
export const POPULAR_SKILLS_COUNT = 8;
export const POPULAR_IN_DOMAIN_COUNT = 3;
export const SUGGESTION_STEP = 1200;
