const DAY_MS = 86_400_000;

/**
 * How long personal data of each kind is kept, in days, past the moment it stops being of use; the
 * daily purge (./purge.ts) deletes what is older. Raw analytics events and search counts have their
 * own purges (modules/analytics/purge.ts, modules/search/query-stats.ts).
 */
export const RETENTION_DAYS = {
  /** A notification once read, and one never read (the bell shows the newest anyway). */
  readNotifications: 90,
  unreadNotifications: 365,
  /** The counted sign-up, resend and reset attempts, and a sign-in throttle quiet since its last failure. */
  authAttempts: 30,
  loginThrottles: 30,
  /**
   * A job that ran or gave up: among them the unread-message emails (who was emailed about which
   * conversation, and when), the only delivery record messages have; the read state itself is one
   * number per member (conversation_members.last_read_seq), kept with the conversation.
   */
  finishedJobs: 30,
  /** Emailed tokens, signed-in sessions, device tokens, desktop hand-offs and phone sessions past their expiry (or revocation). */
  expiredTokens: 7,
} as const;

export const cutoffOf = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
