import { useEffect, useRef } from 'react';
import type { LiveClientMessage, LiveServerMessage } from '#shared/contract/live';
import { LiveSocket, type LiveStatus } from './live-socket';

type Listener = (message: LiveServerMessage) => void;

/**
 * The app's one connection to the live channel while someone is signed in (messages,
 * read receipts, "typing…", the bell's notifications; a session room keeps its own): one socket
 * shared by every component that listens, opened with the first listener and closed with the last
 * (a sign-out unmounts them all).
 */
let socket: LiveSocket | null = null;
let listeners = 0;

export function acquireLive(): LiveSocket {
  if (!socket) {
    socket = new LiveSocket();
    socket.start();
  }
  listeners += 1;
  return socket;
}

export function releaseLive(): void {
  listeners -= 1;
  if (listeners === 0 && socket) {
    socket.stop();
    socket = null;
  }
}

/** Sends on the app's socket when it is open; false otherwise (nothing is queued). */
export function sendLive(message: LiveClientMessage): boolean {
  return socket?.send(message) ?? false;
}

/**
 * Listens to the live channel while `active` (a signed-in user's key, say: a new key reconnects).
 * `onReady` runs on every (re)connection, to reload what may have been missed meanwhile.
 */
export function useLiveMessages(active: string | null, onMessage: Listener, onReady?: () => void): void {
  const latest = useRef({ onMessage, onReady });
  useEffect(() => {
    latest.current = { onMessage, onReady };
  });
  useEffect(() => {
    if (!active) return;
    const live = acquireLive();
    const offMessage = live.onMessage((m) => latest.current.onMessage(m));
    // The first ready after mount comes with the page's own load; later ones are reconnections.
    let first = live.current !== 'ready';
    const offStatus = live.onStatus((status: LiveStatus) => {
      if (status !== 'ready') return;
      if (first) {
        first = false;
        return;
      }
      latest.current.onReady?.();
    });
    return () => {
      offMessage();
      offStatus();
      releaseLive();
    };
  }, [active]);
}
