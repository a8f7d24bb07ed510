/**
 * A thread of messages between users (issue 15: a booking's chat, kept with the booking; issue 16
 * adds direct threads). `last_seq` numbers its messages in the order they were stored.
 */
export interface ConversationsTable {
  id: string;
  kind: 'booking' | 'direct';
  /** The booking whose chat this is (one per booking); null for a direct thread. */
  booking_id: string | null;
  last_seq: number;
  last_message_at: string | null;
  created_at: string;
}

/** Who takes part in a conversation, and how far they have read (issue 16's unread counts). */
export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  last_read_seq: number;
  created_at: string;
}

/** One message; `client_id` is the sender's own id for it, so a resend stores it once. */
export interface MessagesTable {
  id: string;
  conversation_id: string;
  /** 1, 2, 3… within its conversation: the order both sides see. */
  seq: number;
  sender_id: string;
  body: string;
  client_id: string | null;
  created_at: string;
}
