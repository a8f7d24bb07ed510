import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/contract/live';
import { addMessages, addPending, emptyChatLog, oldestId } from './chat-log';

const msg = (id: string, minute: number, clientId: string | null = null): ChatMessage => ({
  id,
  bookingId: 'b1',
  senderId: 'u1',
  clientId,
  text: `message ${id}`,
  createdAt: new Date(Date.UTC(2026, 5, 15, 10, minute)).toISOString(),
});

describe('chat log', () => {
  it('keeps messages in time order, each once, whether from history or live', () => {
    let log = addMessages(emptyChatLog, [msg('b', 2), msg('c', 3)], { hasMore: true });
    log = addMessages(log, [msg('c', 3), msg('d', 4)]);
    log = addMessages(log, [msg('a', 1), msg('b', 2)], { hasMore: false });
    expect(log.messages.map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.hasMore).toBe(false);
    expect(oldestId(log)).toBe('a');
  });

  it('holds our message as pending until the server answers it with the same clientId', () => {
    let log = addPending(emptyChatLog, { clientId: 'c-1', text: 'hello' });
    log = addPending(log, { clientId: 'c-1', text: 'hello' });
    expect(log.pending).toHaveLength(1);
    log = addMessages(log, [msg('x', 5, 'other')]);
    expect(log.pending).toHaveLength(1);
    log = addMessages(log, [msg('y', 6, 'c-1')]);
    expect(log.pending).toEqual([]);
    expect(log.messages.map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('answers the same log when nothing changes (no re-render)', () => {
    const log = addMessages(emptyChatLog, [msg('a', 1)]);
    expect(addMessages(log, [msg('a', 1)])).toBe(log);
  });
});
