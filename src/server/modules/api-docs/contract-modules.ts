import * as accountChanges from '#shared/contract/http/account-changes';
import * as account from '#shared/contract/http/account';
import * as analytics from '#shared/contract/http/analytics';
import * as availability from '#shared/contract/http/availability';
import * as bookings from '#shared/contract/http/bookings';
import * as disputes from '#shared/contract/http/disputes';
import * as earlyAccess from '#shared/contract/http/early-access';
import * as experts from '#shared/contract/http/experts';
import * as gigs from '#shared/contract/http/gigs';
import * as health from '#shared/contract/http/health';
import * as ids from '#shared/contract/http/ids';
import * as levels from '#shared/contract/http/levels';
import * as messages from '#shared/contract/http/messages';
import * as notifications from '#shared/contract/http/notifications';
import * as opsDisputes from '#shared/contract/http/ops-disputes';
import * as opsMoney from '#shared/contract/http/ops-money';
import * as opsReports from '#shared/contract/http/ops-reports';
import * as opsTickets from '#shared/contract/http/ops-tickets';
import * as opsUsers from '#shared/contract/http/ops-users';
import * as ops from '#shared/contract/http/ops';
import * as orders from '#shared/contract/http/orders';
import * as payments from '#shared/contract/http/payments';
import * as payouts from '#shared/contract/http/payouts';
import * as providerCheckout from '#shared/contract/http/provider-checkout';
import * as ranking from '#shared/contract/http/ranking';
import * as reports from '#shared/contract/http/reports';
import * as requests from '#shared/contract/http/requests';
import * as reviews from '#shared/contract/http/reviews';
import * as route from '#shared/contract/http/route';
import * as search from '#shared/contract/http/search';
import * as secondFactor from '#shared/contract/http/second-factor';
import * as sessions from '#shared/contract/http/sessions';
import * as social from '#shared/contract/http/social';
import * as subscriptions from '#shared/contract/http/subscriptions';
import * as support from '#shared/contract/http/support';
import * as uploads from '#shared/contract/http/uploads';
import * as users from '#shared/contract/http/users';
import * as wallet from '#shared/contract/http/wallet';

/**
 * Every file of the HTTP contract by its name: the API document names its schemas after their
 * exports (`gigSchema` is the component `Gig`) and tags each route with the file that holds it.
 * A test keeps this list equal to the folder.
 */
export const contractModules: Record<string, Record<string, unknown>> = {
  'account-changes': accountChanges,
  'account': account,
  'analytics': analytics,
  'availability': availability,
  'bookings': bookings,
  'disputes': disputes,
  'early-access': earlyAccess,
  'experts': experts,
  'gigs': gigs,
  'health': health,
  'ids': ids,
  'levels': levels,
  'messages': messages,
  'notifications': notifications,
  'ops-disputes': opsDisputes,
  'ops-money': opsMoney,
  'ops-reports': opsReports,
  'ops-tickets': opsTickets,
  'ops-users': opsUsers,
  'ops': ops,
  'orders': orders,
  'payments': payments,
  'payouts': payouts,
  'provider-checkout': providerCheckout,
  'ranking': ranking,
  'reports': reports,
  'requests': requests,
  'reviews': reviews,
  'route': route,
  'search': search,
  'second-factor': secondFactor,
  'sessions': sessions,
  'social': social,
  'subscriptions': subscriptions,
  'support': support,
  'uploads': uploads,
  'users': users,
  'wallet': wallet,
};
