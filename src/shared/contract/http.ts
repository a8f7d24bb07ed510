/**
 * Every API route of Qurious, as zod schemas. The server declares its routes from this table and
 * the renderer's API client is derived from it. Each feature keeps its routes in ./http/<feature>.ts
 * and adds them here.
 */
import { healthRoutes } from './http/health';
import { searchRoutes } from './http/search';
import { usersRoutes } from './http/users';
import { bookingsRoutes } from './http/bookings';
import { walletRoutes } from './http/wallet';
import { payoutRoutes } from './http/payouts';
import { paymentRoutes } from './http/payments';
import { reviewRoutes } from './http/reviews';
import { earlyAccessRoutes } from './http/early-access';
import { gigRoutes } from './http/gigs';
import { uploadRoutes } from './http/uploads';
import { expertRoutes } from './http/experts';
import { sessionRoutes } from './http/sessions';
import { availabilityRoutes } from './http/availability';
import { notificationRoutes } from './http/notifications';
import { messagesRoutes } from './http/messages';
import { accountRoutes } from './http/account';
import { accountChangeRoutes } from './http/account-changes';
import { analyticsRoutes } from './http/analytics';
import { socialRoutes } from './http/social';
import { opsRoutes } from './http/ops';
import { opsDisputeRoutes } from './http/ops-disputes';
import { opsUserRoutes } from './http/ops-users';
import { opsMoneyRoutes } from './http/ops-money';
import { disputeRoutes } from './http/disputes';
import { supportRoutes } from './http/support';
import { opsTicketRoutes } from './http/ops-tickets';
import { opsReportRoutes } from './http/ops-reports';
import { reportRoutes } from './http/reports';
import { subscriptionRoutes } from './http/subscriptions';
import { rankingRoutes } from './http/ranking';
import { levelRoutes } from './http/levels';
import { requestRoutes } from './http/requests';

export * from './http/route';

export const httpContract = {
  ...healthRoutes,
  ...searchRoutes,
  ...usersRoutes,
  ...bookingsRoutes,
  ...walletRoutes,
  ...payoutRoutes,
  ...paymentRoutes,
  ...reviewRoutes,
  ...earlyAccessRoutes,
  ...gigRoutes,
  ...uploadRoutes,
  ...expertRoutes,
  ...sessionRoutes,
  ...availabilityRoutes,
  ...notificationRoutes,
  ...messagesRoutes,
  ...accountRoutes,
  ...accountChangeRoutes,
  ...analyticsRoutes,
  ...socialRoutes,
  ...opsRoutes,
  ...opsDisputeRoutes,
  ...opsUserRoutes,
  ...opsMoneyRoutes,
  ...disputeRoutes,
  ...supportRoutes,
  ...opsTicketRoutes,
  ...opsReportRoutes,
  ...reportRoutes,
  ...subscriptionRoutes,
  ...rankingRoutes,
  ...levelRoutes,
  ...requestRoutes,
} as const;

export type HttpContract = typeof httpContract;
export type RouteName = keyof HttpContract;
