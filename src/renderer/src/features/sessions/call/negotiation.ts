/**
 * The decisions of "perfect negotiation" (W3C WebRTC, section 10.7) and of the room's recovery,
 * as pure functions: the peer link (peer-link.ts) asks them, the tests check them.
 */

/** The state of our side when a description arrives. */
export interface NegotiationState {
  /** The polite side yields in a collision: in a room it is always the buyer. */
  polite: boolean;
  /** We are creating or sending an offer right now. */
  makingOffer: boolean;
  signalingState: RTCSignalingState;
  /** We are applying the other side's answer right now (stable again in a moment). */
  settingRemoteAnswer: boolean;
}

/**
 * What to do with a description from the other side: `ignore` an offer that collides with ours
 * when we are the impolite side (ours wins); otherwise `accept` it (setRemoteDescription rolls our
 * own offer back implicitly when the polite side accepts a colliding one).
 */
export function descriptionAction(state: NegotiationState, type: RTCSdpType): 'ignore' | 'accept' {
  const readyForOffer = !state.makingOffer && (state.signalingState === 'stable' || state.settingRemoteAnswer);
  const collision = type === 'offer' && !readyForOffer;
  return collision && !state.polite ? 'ignore' : 'accept';
}

/** The session id of a description's `o=` line: one per RTCPeerConnection, for its whole life. */
export function sdpSessionId(sdp: string | undefined | null): string | null {
  const match = /^o=\S+ (\d+) /m.exec(sdp ?? '');
  return match?.[1] ?? null;
}

/**
 * The other side started a new peer connection (a reload, a rejoin): its description's session id
 * differs from the one we negotiated with. Our connection cannot follow a new DTLS identity, so
 * the room starts a fresh one and hands it this description.
 */
export function isNewPeerConnection(currentRemoteSdp: string | undefined | null, incomingSdp: string | undefined | null): boolean {
  const current = sdpSessionId(currentRemoteSdp);
  const incoming = sdpSessionId(incomingSdp);
  return current !== null && incoming !== null && current !== incoming;
}

/** A disconnected ICE connection gets this long to come back by itself before an ICE restart. */
export const ICE_DISCONNECTED_GRACE_MS = 2_500;

/**
 * When to restart ICE: at once when it failed, after the grace when it stays disconnected, and
 * only while the other side is in the room (an offer to nobody helps nothing).
 */
export function iceAction(
  iceState: RTCIceConnectionState,
  peerPresent: boolean,
  disconnectedForMs: number,
): 'restart' | 'wait' | 'none' {
  if (!peerPresent) return 'none';
  if (iceState === 'failed') return 'restart';
  if (iceState === 'disconnected') return disconnectedForMs >= ICE_DISCONNECTED_GRACE_MS ? 'restart' : 'wait';
  return 'none';
}

/**
 * A peer connection that has not connected this long after it was made is started over by the
 * impolite side (the other side sees the new connection's offer and follows): whatever went wrong
 * on the way (a lost offer, a stuck collision) does not leave the call hanging.
 */
export const CONNECT_TIMEOUT_MS = 12_000;

/** Whether our side starts a link over that has not connected in time. */
export function shouldStartOver(polite: boolean, connection: RTCPeerConnectionState, peerPresent: boolean, signallingUp: boolean): boolean {
  return !polite && peerPresent && signallingUp && connection !== 'connected' && connection !== 'closed';
}

/** The buyer is the polite side: a fixed role, so exactly one side yields in a collision. */
export const isPolite = (role: 'buyer' | 'expert'): boolean => role === 'buyer';
