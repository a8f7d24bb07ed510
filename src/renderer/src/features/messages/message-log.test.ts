import { describe, expect, it } from 'vitest';
import type { DirectMessage } from '#shared/contract/live-messages';
import { mergeMessages } from './message-log';

const m = (seq: number, text = `m${seq}`): DirectMessage => ({
  id: `id-${seq}`,
  conversationId: 'c',
  seq,
  senderId: 'u',
  clientId: null,
  text,
  imageUrl: null,
  hidden: false,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps each message once, in seq order, whatever order pages and live messages arrive in', () => {
    const latest = [m(4), m(5), m(6)];
    const live = [m(7), m(6)];
    const older = [m(1), m(2), m(3)];
    expect(mergeMessages(mergeMessages(mergeMessages([], latest), live), older).map((x) => x.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes the newer copy of a message it already has', () => {
    expect(mergeMessages([m(1, 'old')], [m(1, 'new')])).toEqual([m(1, 'new')]);
  });
});
