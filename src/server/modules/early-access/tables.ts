/** One row per user who asked to be notified first when the product is LIVE. */
export interface EarlyNotificationsTable {
  user_id: string;
  created_at: string;
}
