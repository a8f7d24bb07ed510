import type { ChatMessage } from '#shared/contract/live';

/** A message of ours the server has not confirmed yet; resent with the same clientId until it is. */
export interface PendingMessage {
  clientId: string;
  text: string;
}

/** The chat as the panel shows it: the server's messages in order, then ours still on the way. */
export interface ChatLog {
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** Older messages exist on the server before the first one here. */
  hasMore: boolean;
}

export const emptyChatLog: ChatLog = { messages: [], pending: [], hasMore: false };

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Adds messages (from history or live), each once by id; a pending message the server confirmed leaves the queue. */
export function addMessages(log: ChatLog, incoming: readonly ChatMessage[], older?: { hasMore: boolean }): ChatLog {
  const known = new Set(log.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  const confirmed = new Set(incoming.map((m) => m.clientId).filter((c): c is string => c !== null));
  const pending = log.pending.filter((p) => !confirmed.has(p.clientId));
  if (fresh.length === 0 && pending.length === log.pending.length && !older) return log;
  return {
    messages: fresh.length === 0 ? log.messages : [...log.messages, ...fresh].sort(byTime),
    pending,
    hasMore: older ? older.hasMore : log.hasMore,
  };
}

export function addPending(log: ChatLog, message: PendingMessage): ChatLog {
  if (log.pending.some((p) => p.clientId === message.clientId)) return log;
  return { ...log, pending: [...log.pending, message] };
}

/** The id of the oldest message held, for loading the page before it. */
export const oldestId = (log: ChatLog): string | undefined => log.messages[0]?.id;
