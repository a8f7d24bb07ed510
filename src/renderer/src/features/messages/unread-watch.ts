import { call } from '#api/client';
import { atom } from '#state';
import { resetOnSignOut } from '#state/user-drafts';
import { clearDrafts } from './draft';
import { acquireLive, releaseLive } from '#api/shared-live';

// Sign-out removes the drafts of every conversation from this device.
resetOnSignOut(atom(null, () => clearDrafts()));

/**
 * Keeps the signed-in user's total unread up to date without a reload (the header's mail icon):
 * loaded at once, then again on every new message of someone else, every read mark of the user's
 * own (from any of their clients) and every reconnection. Loaded with the first signed-in header,
 * not with the home page (its live channel code is not needed before). Answers its stop.
 */
export function watchUnread(me: string, onTotal: (total: number) => void): () => void {
  let stopped = false;
  const reload = () => {
    call('conversationsUnread').then(
      (r) => {
        if (!stopped) onTotal(r.totalUnread);
      },
      () => undefined,
    );
  };
  const live = acquireLive();
  const offMessage = live.onMessage((m) => {
    if ((m.type === 'message.new' && m.message.senderId !== me) || (m.type === 'conversation.read' && m.userId === me)) reload();
  });
  const offStatus = live.onStatus((status) => {
    if (status === 'ready') reload();
  });
  reload();
  return () => {
    stopped = true;
    offMessage();
    offStatus();
    releaseLive();
  };
}
