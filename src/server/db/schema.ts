import type {
  AuthAttemptsTable,
  AuthSessionsTable,
  DeviceLinksTable,
  DeviceTokensTable,
  LoginThrottlesTable,
  SocialHandoffsTable,
  UserIdentitiesTable,
  UserTokensTable,
  UsersTable,
} from '../modules/users/tables';
import type { DemoAccountsTable, GigSearchTable, SearchQueryStatsTable, SearchVocabTable } from '../modules/search/tables';
import type {
  ExpertLanguagesTable,
  ExpertProfessionsTable,
  ExpertProfilesTable,
  ExpertSkillsTable,
  ExpertSoftwaresTable,
} from '../modules/experts/tables';
import type { PhoneSessionsTable, PhoneSignInsTable } from '../modules/experts/phone-sessions-table';
import type { GigPackagesTable, GigsTable } from '../modules/gigs/tables';
import type { UploadsTable } from '../modules/uploads/tables';
import type { EarlyNotificationsTable } from '../modules/early-access/tables';
import type { ReviewsTable } from '../modules/reviews/tables';
import type {
  PaymentEventsTable,
  PaymentsTable,
  PayoutAccountsTable,
  PayoutsTable,
  PlatformLedgerTable,
  WalletLedgerTable,
  WalletsTable,
} from '../modules/wallet/tables';
import type { BookingEventsTable, BookingsTable } from '../modules/bookings/tables';
import type { SessionAttendanceTable, SessionSettlementsTable } from '../modules/sessions/tables';
import type { JobsTable } from '../jobs/tables';
import type {
  ConversationMembersTable,
  ConversationsTable,
  MessagesTable,
  UserBlocksTable,
} from '../modules/conversations/tables';
import type { UserReportsTable } from '../modules/reports/tables';
import type { CalendarFeedsTable, ExpertAvailabilityTable } from '../modules/availability/tables';
import type { NotificationEmailOffTable, NotificationsTable } from '../modules/notifications/tables';
import type { AnalyticsDailyTable, AnalyticsEventsTable } from '../modules/analytics/tables';
import type { AccountSuspensionsTable, AuditLogTable, OperatorRolesTable } from '../modules/ops/tables';
import type { SecondFactorRecoveryCodesTable, SecondFactorsTable } from '../modules/second-factor/tables';
import type { DisputePostsTable, DisputesTable } from '../modules/disputes/tables';
import type { ExpertLevelsTable, LevelEvaluationsTable } from '../modules/levels/tables';
import type { KeywordDailyTable, KeywordEventsTable, KeywordPositionsTable } from '../modules/ranking/tables';
import type { PayoutResolutionsTable, ReconciliationMismatchesTable, ReconciliationRunsTable } from '../modules/ops-money/tables';
import type { SupportTicketPostsTable, SupportTicketsTable } from '../modules/support/tables';
import type { RequestMatchesTable, RequestMutesTable, RequestOffersTable, RequestsTable } from '../modules/requests/tables';
import type { BackupRunsTable } from '../modules/backups/tables';
import type {
  SubscriptionEventsTable,
  SubscriptionInvoicesTable,
  SubscriptionProviderPlansTable,
  SubscriptionsTable,
} from '../modules/subscriptions/tables';

/**
 * The database as Kysely sees it. Each feature declares its tables in its module's `tables.ts`
 * and adds them here. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers, so the
 * same queries run on SQLite and PostgreSQL.
 */
export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: MetaTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  auth_attempts: AuthAttemptsTable;
  device_tokens: DeviceTokensTable;
  device_links: DeviceLinksTable;
  auth_sessions: AuthSessionsTable;
  user_identities: UserIdentitiesTable;
  social_handoffs: SocialHandoffsTable;
  login_throttles: LoginThrottlesTable;
  expert_profiles: ExpertProfilesTable;
  expert_languages: ExpertLanguagesTable;
  expert_skills: ExpertSkillsTable;
  expert_softwares: ExpertSoftwaresTable;
  expert_professions: ExpertProfessionsTable;
  phone_sessions: PhoneSessionsTable;
  phone_sign_ins: PhoneSignInsTable;
  uploads: UploadsTable;
  gigs: GigsTable;
  gig_packages: GigPackagesTable;
  early_notifications: EarlyNotificationsTable;
  reviews: ReviewsTable;
  gig_search: GigSearchTable;
  search_query_stats: SearchQueryStatsTable;
  search_vocab: SearchVocabTable;
  demo_accounts: DemoAccountsTable;
  wallets: WalletsTable;
  wallet_ledger: WalletLedgerTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payout_accounts: PayoutAccountsTable;
  payouts: PayoutsTable;
  platform_ledger: PlatformLedgerTable;
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
  session_attendance: SessionAttendanceTable;
  session_settlements: SessionSettlementsTable;
  jobs: JobsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  user_blocks: UserBlocksTable;
  user_reports: UserReportsTable;
  expert_availability: ExpertAvailabilityTable;
  calendar_feeds: CalendarFeedsTable;
  notifications: NotificationsTable;
  notification_email_off: NotificationEmailOffTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  operator_roles: OperatorRolesTable;
  second_factors: SecondFactorsTable;
  second_factor_recovery_codes: SecondFactorRecoveryCodesTable;
  audit_log: AuditLogTable;
  account_suspensions: AccountSuspensionsTable;
  disputes: DisputesTable;
  dispute_posts: DisputePostsTable;
  payout_resolutions: PayoutResolutionsTable;
  reconciliation_runs: ReconciliationRunsTable;
  reconciliation_mismatches: ReconciliationMismatchesTable;
  expert_levels: ExpertLevelsTable;
  level_evaluations: LevelEvaluationsTable;
  keyword_events: KeywordEventsTable;
  keyword_daily: KeywordDailyTable;
  keyword_positions: KeywordPositionsTable;
  support_tickets: SupportTicketsTable;
  support_ticket_posts: SupportTicketPostsTable;
  backup_runs: BackupRunsTable;
  subscriptions: SubscriptionsTable;
  subscription_events: SubscriptionEventsTable;
  subscription_invoices: SubscriptionInvoicesTable;
  subscription_provider_plans: SubscriptionProviderPlansTable;
  requests: RequestsTable;
  request_matches: RequestMatchesTable;
  request_offers: RequestOffersTable;
  request_mutes: RequestMutesTable;
}
