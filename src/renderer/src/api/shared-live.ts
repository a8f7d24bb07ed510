import type { LiveServerMessage } from '#shared/contract/live';
import { LiveSocket, type LiveStatus } from './live-socket';

/**
 * The app's one live connection for what is not a session room (issue 16: notifications, and
 * messages): started by its first user, stopped when the last one lets go. Each user hears every
 * message and every status (a `ready` after a reconnect means: load what was missed).
 */
let socket: LiveSocket | null = null;
let users = 0;

export function acquireLive(onMessage: (m: LiveServerMessage) => void, onStatus?: (s: LiveStatus) => void): () => void {
  socket ??= new LiveSocket();
  const current = socket;
  const offMessage = current.onMessage(onMessage);
  const offStatus = onStatus ? current.onStatus(onStatus) : () => false;
  users += 1;
  current.start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    offMessage();
    offStatus();
    users -= 1;
    if (users === 0) {
      current.stop();
      socket = null;
    }
  };
}
