import { useEffect, useRef, useState } from 'react';
import { call } from '#api/client';
import type { ChatMessage } from '#shared/contract/live';

/** Whether the page is in front of its reader (not a background tab, not minimised). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Messages shown in the room's open chat, on a page in front of its reader, are read: the booking's
 * conversation is marked read up to the newest of them (the inbox's unread badge and its "unread
 * message" email follow). Told once per newest message; a failure is left for the next one.
 */
export function useChatSeen(messages: readonly ChatMessage[]): void {
  const visible = usePageVisible();
  const told = useRef<string | null>(null);
  const newest = messages.at(-1);
  useEffect(() => {
    if (!visible || !newest || told.current === newest.id) return;
    told.current = newest.id;
    call('sessionsChatRead', { params: { bookingId: newest.bookingId }, body: { messageId: newest.id } }).catch(() => {
      told.current = null;
    });
  }, [visible, newest]);
}
