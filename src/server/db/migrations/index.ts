import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_meta';
import * as m0002 from './0002_users';
import * as m0100 from './0100_auth';
import * as m0110 from './0110_login_throttle';
import * as m0200 from './0200_early_notifications';
import * as m0300 from './0300_experts';
import * as m0301 from './0301_expert_username_ci';
import * as m0302 from './0302_phone_sessions';
import * as m0400 from './0400_gigs';
import * as m0450 from './0450_reviews';
import * as m0500 from './0500_search';
import * as m0501 from './0501_demo_accounts';
import * as m0502 from './0502_search_facets';
import * as m0503 from './0503_search_vocab';
import * as m0504 from './0504_search_prefixes';
import * as m0600 from './0600_bookings';
import * as m0601 from './0601_payments_request_id';
import * as m0700 from './0700_session_attendance';
import * as m0701 from './0701_jobs';
import * as m0710 from './0710_conversations';
import * as m0750 from './0750_availability';
import * as m0800 from './0800_messages';
import * as m0820 from './0820_notifications';
import * as m0840 from './0840_review_replies';
import * as m0850 from './0850_payouts';
import * as m0875 from './0875_payment_events';
import * as m0880 from './0880_account_changes';
import * as m0890 from './0890_ledger_notes';
import * as m0910 from './0910_session_settlements';
import * as m0940 from './0940_phone_once';
import * as m0505 from './0505_search_vocab_gin';
import * as m0860 from './0860_auth_sessions';
import * as m0870 from './0870_analytics';
import * as m0871 from './0870_user_identities';
import * as m0872 from './0870_user_language';
import * as m0930 from './0930_review_author_name';
import * as m0920 from './0920_gig_minimum_price';
import * as m0921 from './0921_reviews_held_back';
import * as m0950 from './0950_operations';
import * as m0960 from './0960_second_factor';
import * as m0970 from './0970_ops_search';
import * as m0980 from './0980_disputes';
import * as m0990 from './0990_suspensions';
import * as m1010 from './1010_ops_money';
import * as m1020 from './1020_support_tickets';
import * as m1000 from './1000_reports_queue';
import * as m1040 from './1040_bookings_by_gig';
import * as m1050 from './1050_hourly_rate_credits';
import * as m1080 from './1080_platform_fee';
import * as m1090 from './1090_backup_runs';
import * as m1100 from './1100_expert_levels';
import * as m1110 from './1110_keyword_ranking';
import * as m1120 from './1120_subscriptions';
import * as m1130 from './1130_requests';
import * as m1140 from './1140_pro_bundles';
import * as m1150 from './1150_search_expert_level';
import * as m1151 from './1151_keyword_positions';
import * as m1160 from './1160_request_attachments';
import * as m1161 from './1161_request_mutes';
import * as m1162 from './1162_offer_conversations';
import * as m1163 from './1163_package_credits_index';
import * as m1170 from './1170_session_cancellations';

/**
 * Every migration, in order. Names sort by their number; a feature adds its file and one line here.
 * They use only Kysely's schema builder so they run on SQLite and PostgreSQL alike.
 */
export const migrations: Record<string, Migration> = {
  '0001_meta': m0001,
  '0002_users': m0002,
  '0100_auth': m0100,
  '0110_login_throttle': m0110,
  '0200_early_notifications': m0200,
  '0300_experts': m0300,
  '0301_expert_username_ci': m0301,
  '0302_phone_sessions': m0302,
  '0400_gigs': m0400,
  '0450_reviews': m0450,
  '0500_search': m0500,
  '0501_demo_accounts': m0501,
  '0502_search_facets': m0502,
  '0503_search_vocab': m0503,
  '0504_search_prefixes': m0504,
  '0505_search_vocab_gin': m0505,
  '0600_bookings': m0600,
  '0601_payments_request_id': m0601,
  '0700_session_attendance': m0700,
  '0701_jobs': m0701,
  '0710_conversations': m0710,
  '0750_availability': m0750,
  '0800_messages': m0800,
  '0820_notifications': m0820,
  '0840_review_replies': m0840,
  '0850_payouts': m0850,
  '0860_auth_sessions': m0860,
  '0870_analytics': m0870,
  '0870_user_identities': m0871,
  '0870_user_language': m0872,
  '0875_payment_events': m0875,
  '0880_account_changes': m0880,
  '0890_ledger_notes': m0890,
  '0910_session_settlements': m0910,
  '0940_phone_once': m0940,
  '0930_review_author_name': m0930,
  '0920_gig_minimum_price': m0920,
  '0921_reviews_held_back': m0921,
  '0950_operations': m0950,
  '0960_second_factor': m0960,
  '0970_ops_search': m0970,
  '0980_disputes': m0980,
  '0990_suspensions': m0990,
  '1010_ops_money': m1010,
  '1020_support_tickets': m1020,
  '1000_reports_queue': m1000,
  '1040_bookings_by_gig': m1040,
  '1050_hourly_rate_credits': m1050,
  '1080_platform_fee': m1080,
  '1090_backup_runs': m1090,
  '1100_expert_levels': m1100,
  '1110_keyword_ranking': m1110,
  '1120_subscriptions': m1120,
  '1130_requests': m1130,
  '1140_pro_bundles': m1140,
  '1150_search_expert_level': m1150,
  '1151_keyword_positions': m1151,
  '1160_request_attachments': m1160,
  '1161_request_mutes': m1161,
  '1162_offer_conversations': m1162,
  '1163_package_credits_index': m1163,
  '1170_session_cancellations': m1170,
};
