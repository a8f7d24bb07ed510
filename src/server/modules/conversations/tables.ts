/**
 * A thread of messages between users (a booking's chat, kept with the booking,
 * or a direct thread between two users). `last_seq` numbers its messages in the order they were stored.
 */
export interface ConversationsTable {
  id: string;
  kind: 'booking' | 'direct' | 'offer';
  /** The booking whose chat this is (one per booking); null for a direct thread. */
  booking_id: string | null;
  /** The request offer whose thread this is (one per offer, migration 1162); null otherwise. */
  offer_id: string | null;
  last_seq: number;
  last_message_at: string | null;
  created_at: string;
  /** A direct thread's two member ids in order, joined by ':' (one thread per pair); null for a booking's. */
  direct_key: string | null;
  /** Who started a direct thread (the daily cap of new accounts counts them). */
  created_by: string | null;
}

/** Who takes part in a conversation, and how far they have read (the unread counts). */
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
  /** The text as recipients read it when contact details were hidden from it; null when nothing was. */
  masked_body: string | null;
  /** The storage key of the message's image (an upload of the sender's), or null. */
  image_key: string | null;
}

/** Who blocked whom: a blocked user cannot message or book the blocker. */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}
