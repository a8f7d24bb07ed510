import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Session } from '#shared/contract/http/sessions';
import { call } from '#api/client';
import { LiveSocket } from '#api/live-socket';
import { CallController, type CallState } from '../call/call-controller';
import type { LocalMediaView } from '../lobby/use-local-media';

const noSubscribe = () => () => undefined;
const noState = () => null;

/**
 * Runs one CallController while the room is on screen: its own signalling socket, the user's
 * microphone and camera (switched as the pickers and buttons change them), left when the room goes.
 */
export function useCall(session: Session, relay: boolean, media: LocalMediaView): { controller: CallController | null; state: CallState | null } {
  const [controller, setController] = useState<CallController | null>(null);
  const startMedia = useRef({ audio: media.audio, video: media.video });
  const { bookingId, viewerRole, iceServers } = session;

  useEffect(() => {
    const c = new CallController({
      socket: new LiveSocket(),
      bookingId,
      role: viewerRole,
      iceServers,
      relay,
      audio: startMedia.current.audio,
      video: startMedia.current.video,
      loadChat: (before) => call('sessionsChat', { params: { bookingId }, query: { before } }),
    });
    c.start();
    setController(c);
    return () => {
      c.leave();
      setController(null);
    };
  }, [bookingId, viewerRole, iceServers, relay]);

  useEffect(() => {
    controller?.setMicrophone(media.audio);
  }, [controller, media.audio]);
  useEffect(() => {
    controller?.setCamera(media.video);
  }, [controller, media.video]);

  const state = useSyncExternalStore(controller?.store.subscribe ?? noSubscribe, controller?.store.get ?? noState);
  return { controller, state };
}
