import type { NotificationKind } from '#shared/domain/notifications';

/** One notification of the bell (migration 0820); `data_json` holds its title and body. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  data_json: string;
  /** The app's path of what it is about. */
  link: string;
  /** The booking or conversation it is about. */
  subject_id: string;
  created_at: string;
  read_at: string | null;
}

/** A kind of email the user switched off. */
export interface NotificationEmailOffTable {
  user_id: string;
  kind: NotificationKind;
  created_at: string;
}
