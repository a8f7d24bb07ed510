import type { ServerModule } from './server-module';
import { healthModule } from './health/routes';
import { searchModule } from './search/routes';
import { usersModule } from './users/routes';
import { filesModule } from './files/routes';
import { earlyAccessModule } from './early-access/routes';
import { expertsModule } from './experts/routes';
import { gigsModule } from './gigs/routes';
import { uploadsModule } from './uploads/routes';
import { bookingsModule } from './bookings/routes';
import { walletModule } from './wallet/routes';
import { reviewsModule } from './reviews/routes';
import { sessionsModule } from './sessions/routes';
import { availabilityModule } from './availability/routes';
import { notificationsModule } from './notifications/routes';
import { messagesModule } from './messages/routes';
import { analyticsModule } from './analytics/routes';
import { secondFactorModule } from './second-factor/routes';
import { opsModule } from './ops/routes';
import { opsAccountActionsModule } from './ops/account-action-routes';
import { disputesModule } from './disputes/routes';
import { opsMoneyModule } from './ops-money/routes';
import { supportModule } from './support/routes';
import { requestsModule } from './requests/routes';
import { reportsModule } from './reports/routes';
import { levelsModule } from './levels/routes';
import { rankingModule } from './ranking/routes';
import { apiDocsModule } from './api-docs/routes';
import { backupsModule } from './backups/routes';
import { retentionModule } from './retention/routes';
import { subscriptionsModule } from './subscriptions/routes';

/** Every feature of the API, each a Fastify plugin in its own folder; a feature adds its plugin here. */
export const serverModules: ServerModule[] = [
  healthModule,
  usersModule,
  secondFactorModule,
  filesModule,
  earlyAccessModule,
  gigsModule,
  uploadsModule,
  expertsModule,
  bookingsModule,
  disputesModule,
  walletModule,
  reviewsModule,
  sessionsModule,
  availabilityModule,
  notificationsModule,
  messagesModule,
  analyticsModule,
  searchModule,
  opsModule,
  opsAccountActionsModule,
  opsMoneyModule,
  supportModule,
  requestsModule,
  reportsModule,
  levelsModule,
  rankingModule,
  apiDocsModule,
  backupsModule,
  retentionModule,
  subscriptionsModule,
];
