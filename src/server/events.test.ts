import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createEventHub } from './events';

const event = {
  conversationId: 'c1',
  messageId: 'm1',
  senderId: 'u1',
  recipientIds: ['u2'],
  preview: 'hi',
  bookingId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('event hub', () => {
  it('runs every listener of a kind and waits for them', async () => {
    const hub = createEventHub(pino({ level: 'silent' }));
    const seen: string[] = [];
    hub.on('message.stored', async (e) => {
      await Promise.resolve();
      seen.push(`a:${e.messageId}`);
    });
    hub.on('message.stored', (e) => {
      seen.push(`b:${e.recipientIds.join(',')}`);
    });
    await hub.emit('message.stored', event);
    expect(seen.sort()).toEqual(['a:m1', 'b:u2']);
  });

  it('keeps going when a listener fails', async () => {
    const hub = createEventHub(pino({ level: 'silent' }));
    const seen: string[] = [];
    hub.on('message.stored', () => {
      throw new Error('boom');
    });
    hub.on('message.stored', () => {
      seen.push('ran');
    });
    await expect(hub.emit('message.stored', event)).resolves.toBeUndefined();
    expect(seen).toEqual(['ran']);
  });
});
