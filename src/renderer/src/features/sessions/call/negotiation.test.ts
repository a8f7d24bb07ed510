import { describe, expect, it } from 'vitest';
import {
  ICE_DISCONNECTED_GRACE_MS,
  shouldStartOver,
  descriptionAction,
  iceAction,
  isNewPeerConnection,
  isPolite,
  sdpSessionId,
  type NegotiationState,
} from './negotiation';

const stable: NegotiationState = { polite: false, makingOffer: false, signalingState: 'stable', settingRemoteAnswer: false };

describe('descriptionAction (perfect negotiation)', () => {
  it('accepts an offer when stable, on either side', () => {
    expect(descriptionAction(stable, 'offer')).toBe('accept');
    expect(descriptionAction({ ...stable, polite: true }, 'offer')).toBe('accept');
  });

  it('in a collision (we are making an offer), the impolite side ignores the offer and the polite side accepts it', () => {
    const making = { ...stable, makingOffer: true };
    expect(descriptionAction(making, 'offer')).toBe('ignore');
    expect(descriptionAction({ ...making, polite: true }, 'offer')).toBe('accept');
  });

  it('an offer while ours waits for its answer (have-local-offer) is a collision too', () => {
    const waiting = { ...stable, signalingState: 'have-local-offer' as const };
    expect(descriptionAction(waiting, 'offer')).toBe('ignore');
    expect(descriptionAction({ ...waiting, polite: true }, 'offer')).toBe('accept');
  });

  it('an offer while we apply the answer to ours is not a collision', () => {
    const applying = { ...stable, signalingState: 'have-local-offer' as const, settingRemoteAnswer: true };
    expect(descriptionAction(applying, 'offer')).toBe('accept');
  });

  it('always accepts an answer', () => {
    expect(descriptionAction({ ...stable, makingOffer: true, signalingState: 'have-local-offer' }, 'answer')).toBe('accept');
  });

  it('the buyer is the polite side', () => {
    expect(isPolite('buyer')).toBe(true);
    expect(isPolite('expert')).toBe(false);
  });
});

const sdp = (sessionId: string) => `v=0\r\no=- ${sessionId} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n`;

describe('a new peer connection on the other side', () => {
  it('reads the session id of the o= line', () => {
    expect(sdpSessionId(sdp('4611731400430051336'))).toBe('4611731400430051336');
    expect(sdpSessionId('garbage')).toBeNull();
    expect(sdpSessionId(undefined)).toBeNull();
  });

  it('is new when the session id changes, not when only the version does or nothing was negotiated yet', () => {
    expect(isNewPeerConnection(sdp('111'), sdp('222'))).toBe(true);
    expect(isNewPeerConnection(sdp('111'), sdp('111').replace(' 2 IN', ' 3 IN'))).toBe(false);
    expect(isNewPeerConnection(null, sdp('222'))).toBe(false);
    expect(isNewPeerConnection(sdp('111'), undefined)).toBe(false);
  });
});

describe('iceAction', () => {
  it('restarts a failed connection at once, a disconnected one after the grace, and never with nobody there', () => {
    expect(iceAction('failed', true, 0)).toBe('restart');
    expect(iceAction('disconnected', true, 0)).toBe('wait');
    expect(iceAction('disconnected', true, ICE_DISCONNECTED_GRACE_MS)).toBe('restart');
    expect(iceAction('connected', true, 0)).toBe('none');
    expect(iceAction('checking', true, 0)).toBe('none');
    expect(iceAction('failed', false, 0)).toBe('none');
    expect(iceAction('disconnected', false, 60_000)).toBe('none');
  });
});

describe('shouldStartOver', () => {
  it('only the impolite side starts over, a link that is not connected, with the other side there and signalling up', () => {
    expect(shouldStartOver(false, 'connecting', true, true)).toBe(true);
    expect(shouldStartOver(false, 'new', true, true)).toBe(true);
    expect(shouldStartOver(false, 'failed', true, true)).toBe(true);
    expect(shouldStartOver(true, 'connecting', true, true)).toBe(false);
    expect(shouldStartOver(false, 'connected', true, true)).toBe(false);
    expect(shouldStartOver(false, 'connecting', false, true)).toBe(false);
    expect(shouldStartOver(false, 'connecting', true, false)).toBe(false);
  });
});
