/** Texts of the expert dashboard and expert profile pages. */
export const DASHBOARD_TEXTS = {
  dashboardTitle: 'Expert dashboard',
  profileTitle: 'Expert profile',
  analyticsTitle: 'Analytics',
  lastOrder: 'Your last order',
  activeOrders: 'Active orders',
  noOrders: 'No orders yet!',
  expertProfileLink: 'Expert profile',
  expertsOnly: 'This page is for experts. Create your expert profile to open it.',
  becomeExpert: 'Become an Expert',
  editPicture: 'Edit profile picture',
  softwares: 'Softwares',
} as const;

export const welcomeText = (name: string) => `Welcome back, ${name}! Here is what is happening with your expert business.`;

export const dashboardPaths = {
  dashboard: (u: string) => `/users/${encodeURIComponent(u)}/expert_dashboard`,
  profile: (u: string) => `/users/${encodeURIComponent(u)}/expert_profile`,
  analytics: (u: string) => `/users/${encodeURIComponent(u)}/expert_anayltics`,
};

/** Capitalises each word of a name ('ada lovelace' → 'Ada Lovelace'). */
export const capitalise = (name: string) => name.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
