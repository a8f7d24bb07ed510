/** The expert areas' paths under /users/{username}. */
export const dashboardPaths = {
  dashboard: (u: string) => `/users/${encodeURIComponent(u)}/expert_dashboard`,
  profile: (u: string) => `/users/${encodeURIComponent(u)}/expert_profile`,
  phone: (u: string) => `/users/${encodeURIComponent(u)}/expert_profile/phone`,
  analytics: (u: string) => `/users/${encodeURIComponent(u)}/expert_anayltics`,
  ranking: (u: string) => `/users/${encodeURIComponent(u)}/expert_ranking`,
};

/** Capitalises each word of a name ('ada lovelace' → 'Ada Lovelace'). */
export const capitalise = (name: string) => name.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
