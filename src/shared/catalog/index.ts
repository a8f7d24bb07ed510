/**
 * Product catalogue (isomorphic: no Node, DOM or package imports).
 * Skills, skill groups (domains), softwares, software categories, gig categories,
 * languages, professions, countries, skill options and slug/breadcrumb helpers.
 */

export * from './slug';
export * from './skills';
export * from './skill-groups';
export * from './softwares';
export * from './software-categories';
export * from './gig-categories';
export * from './languages';
export * from './professions';
export * from './countries';
export * from './skill-options';
