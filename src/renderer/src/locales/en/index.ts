import type about from './about';
import type account from './account';
import type auth from './auth';
import type bookings from './bookings';
import type catalog from './catalog';
import type common from './common';
import type conversations from './conversations';
import type expert from './expert';
import type gigs from './gigs';
import type guide from './guide';
import type home from './home';
import type legal from './legal';
import type profile from './profile';
import type reviews from './reviews';
import type search from './search';
import type sessions from './sessions';
import type shell from './shell';
import type toasts from './toasts';
import type dashboard from './dashboard';
import type notifications from './notifications';
import type analytics from './analytics';
import type orders from './orders';
import type availability from './availability';
import type wallet from './wallet';
import type levels from './levels';

/**
 * The English source catalogue, namespace by namespace: its keys type every `t()` call
 * (i18n/types.d.ts) and scripts/check-i18n.ts holds the other languages to them. A feature's
 * namespace is one file beside these, added here and in i18n/namespaces.ts.
 */
export interface EnglishCatalogue {
  about: typeof about;
  account: typeof account;
  auth: typeof auth;
  bookings: typeof bookings;
  catalog: typeof catalog;
  common: typeof common;
  conversations: typeof conversations;
  expert: typeof expert;
  gigs: typeof gigs;
  guide: typeof guide;
  home: typeof home;
  legal: typeof legal;
  profile: typeof profile;
  reviews: typeof reviews;
  search: typeof search;
  sessions: typeof sessions;
  shell: typeof shell;
  toasts: typeof toasts;
  dashboard: typeof dashboard;
  notifications: typeof notifications;
  analytics: typeof analytics;
  orders: typeof orders;
  availability: typeof availability;
  wallet: typeof wallet;
  levels: typeof levels;
}
