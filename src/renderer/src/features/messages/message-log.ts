import type { DirectMessage } from '#shared/contract/live-messages';

/** Messages by seq, each once: a live message, a resend's answer and a page may bring the same one. */
export function mergeMessages(current: DirectMessage[], incoming: DirectMessage[]): DirectMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}
