import type { FullKey } from '#i18n/namespaces';
import type { LanguageLevel } from '#shared/catalog/languages';
import type { SkillLevel } from '#shared/catalog/skill-options';

/** The become-expert flow's steps, paths and the catalogue keys of its listed texts (the texts are in locales/<lng>/expert.ts). */
type Key = FullKey<'expert'>;

export const STEPS = [
  { id: 'personal_info', name: 'expert:step.personal', path: '/become_expert/personal_info', progress: 25 },
  { id: 'professional_info', name: 'expert:step.professional', path: '/become_expert/professional_info', progress: 50 },
  { id: 'account_security', name: 'expert:step.security', path: '/become_expert/account_security', progress: 80 },
] as const satisfies readonly { id: string; name: Key; path: string; progress: number }[];
export type StepId = (typeof STEPS)[number]['id'];

export const PATHS = {
  landing: '/become_expert',
  overview: '/become_expert/overview',
  right: '/become_expert/overview/right',
  wrong: '/become_expert/overview/wrong',
  personal: '/become_expert/personal_info',
  professional: '/become_expert/professional_info',
  security: '/become_expert/account_security',
} as const;

export const newGigPath = (userName: string) => `/users/${encodeURIComponent(userName)}/manage_gigs/new`;

/** The intro pages' sections and points, by catalogue key. */
export const INTRO = {
  overview: [
    { heading: 'expert:overview.why', text: 'expert:overview.whyText' },
    { heading: 'expert:overview.needed', text: 'expert:overview.neededText' },
    { heading: 'expert:overview.next', text: 'expert:overview.nextText' },
  ],
  right: ['expert:right.photo', 'expert:right.bio', 'expert:right.skills', 'expert:right.languages', 'expert:right.phone'],
  wrong: ['expert:wrong.payments', 'expert:wrong.offPlatform', 'expert:wrong.faking', 'expert:wrong.illegal', 'expert:wrong.spam', 'expert:wrong.skipping'],
} as const satisfies { overview: readonly { heading: Key; text: Key }[]; right: readonly Key[]; wrong: readonly Key[] };

/** The shown name of each stored level (the value stays the English word the API keeps). */
export const SKILL_LEVEL_KEYS = {
  Beginner: 'expert:skillLevel.beginner',
  Intermediate: 'expert:skillLevel.intermediate',
  Expert: 'expert:skillLevel.expert',
} as const satisfies Record<SkillLevel, Key>;

export const LANGUAGE_LEVEL_KEYS = {
  Basic: 'expert:languageLevel.basic',
  Conversational: 'expert:languageLevel.conversational',
  Fluent: 'expert:languageLevel.fluent',
} as const satisfies Record<LanguageLevel, Key>;
