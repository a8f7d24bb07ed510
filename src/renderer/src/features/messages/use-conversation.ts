import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation } from '#shared/contract/http/messages';
import type { DirectMessage } from '#shared/contract/live-messages';
import { MESSAGE_PAGE_DEFAULT, TYPING_SHOWN_MS } from '#shared/domain/messages';
import { ApiError, call, networkError } from '#api/client';
import { useLiveMessages } from '#api/shared-live';
import { mergeMessages } from './message-log';

export interface ConversationState {
  conversation: Conversation | null;
  messages: DirectMessage[];
  hasMore: boolean;
  error: ApiError | null;
  /** When the other member was last seen typing (ms), or null. */
  typingUntil: number | null;
}

const asError = (err: unknown) => (err instanceof ApiError ? err : networkError());

/**
 * One conversation as its page shows it: the conversation, its latest page of messages and older
 * ones on demand, new messages, read receipts and "typing…" live; the caller's read mark follows
 * what arrives while the page is open and visible.
 */
export function useConversation(conversationId: string, me: string) {
  const [state, setState] = useState<ConversationState>({ conversation: null, messages: [], hasMore: false, error: null, typingUntil: null });
  const readUpTo = useRef(0);

  const markRead = useCallback(
    (seq: number) => {
      if (seq <= readUpTo.current || document.visibilityState === 'hidden') return;
      readUpTo.current = seq;
      call('conversationsRead', { params: { conversationId }, body: { seq } }).catch(() => {
        readUpTo.current = 0;
      });
    },
    [conversationId],
  );

  const load = useCallback(async () => {
    try {
      const [{ conversation }, page] = await Promise.all([
        call('conversationsGet', { params: { conversationId } }),
        call('conversationsMessages', { params: { conversationId }, query: { limit: MESSAGE_PAGE_DEFAULT } }),
      ]);
      setState((s) => ({ ...s, conversation, messages: mergeMessages(s.messages, page.messages), hasMore: page.hasMore, error: null }));
      markRead(conversation.lastSeq);
    } catch (err) {
      setState((s) => ({ ...s, error: asError(err) }));
    }
  }, [conversationId, markRead]);

  useEffect(() => {
    readUpTo.current = 0;
    setState({ conversation: null, messages: [], hasMore: false, error: null, typingUntil: null });
    void load();
  }, [load]);

  useEffect(() => {
    const onVisible = () => {
      const last = state.messages.at(-1);
      if (last && document.visibilityState === 'visible') markRead(last.seq);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [state.messages, markRead]);

  useLiveMessages(
    me,
    (m) => {
      if (m.type === 'message.new' && m.message.conversationId === conversationId) {
        setState((s) => ({
          ...s,
          messages: mergeMessages(s.messages, [m.message]),
          typingUntil: m.message.senderId === me ? s.typingUntil : null,
        }));
        if (m.message.senderId !== me) markRead(m.message.seq);
      } else if (m.type === 'conversation.read' && m.conversationId === conversationId && m.userId !== me) {
        setState((s) =>
          s.conversation ? { ...s, conversation: { ...s.conversation, otherLastReadSeq: Math.max(s.conversation.otherLastReadSeq, m.seq) } } : s,
        );
      } else if (m.type === 'conversation.typing' && m.conversationId === conversationId) {
        setState((s) => ({ ...s, typingUntil: Date.now() + TYPING_SHOWN_MS }));
      }
    },
    () => void load(),
  );

  // The typing hint goes away on its own.
  useEffect(() => {
    if (state.typingUntil === null) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, typingUntil: null })), Math.max(0, state.typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [state.typingUntil]);

  const loadEarlier = useCallback(async () => {
    const first = state.messages[0];
    if (!first) return;
    const page = await call('conversationsMessages', { params: { conversationId }, query: { before: first.seq, limit: MESSAGE_PAGE_DEFAULT } });
    setState((s) => ({ ...s, messages: mergeMessages(s.messages, page.messages), hasMore: page.hasMore }));
  }, [conversationId, state.messages]);

  /** Adds the caller's own message as the server answered it. */
  const added = useCallback((message: DirectMessage) => {
    setState((s) => ({ ...s, messages: mergeMessages(s.messages, [message]) }));
  }, []);

  const setConversation = useCallback((conversation: Conversation) => setState((s) => ({ ...s, conversation })), []);

  return { ...state, reload: load, loadEarlier, added, setConversation };
}
