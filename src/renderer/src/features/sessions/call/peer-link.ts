import type { PeerSignal } from '#shared/contract/live';
import type { StatsEntry } from './quality';
import { descriptionAction, iceAction, isNewPeerConnection } from './negotiation';

/** What the other side sends: its camera and microphone (one stream), and its shared screen. */
export interface RemoteMedia {
  camera: MediaStream | null;
  screen: MediaStream | null;
}

export interface PeerLinkEvents {
  /** A description or candidate for the other side (through the signalling socket). */
  signal: (data: PeerSignal) => void;
  remote: (media: RemoteMedia) => void;
  connection: (state: RTCPeerConnectionState) => void;
  /**
   * The other side's description comes from a new peer connection (it reloaded or rejoined):
   * this link cannot follow it. `offer` is that description when it is an offer, for a fresh link.
   */
  newPeer: (offer: PeerSignal | null) => void;
}

export interface PeerLinkOptions {
  config: RTCConfiguration;
  polite: boolean;
  events: PeerLinkEvents;
  /** Whether the other side is in the room now (no ICE restart offers to nobody). */
  peerPresent: () => boolean;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

const describe = (d: RTCSessionDescription | null): PeerSignal | null =>
  d ? { description: { type: d.type, sdp: d.sdp } } : null;

/**
 * One RTCPeerConnection with the other side, negotiated the "perfect negotiation" way: either side
 * may offer at any time (a screen share, an ICE restart); in a collision the polite side (the
 * buyer) rolls its offer back and the impolite side's wins. The camera stream (microphone and
 * camera) travels both ways on the same two sendrecv m-lines (the senders stay even with no device,
 * so one turned on later needs no renegotiation); a shared screen goes on an m-line of the sharer's
 * own (sendonly), so one side stopping its share never touches the other's. The receiving side
 * tells the streams apart: the one with audio is the camera, a video-only one is the screen.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  private readonly options: PeerLinkOptions;
  private readonly cameraStream = new MediaStream();
  private readonly audioSender: RTCRtpSender;
  private readonly videoSender: RTCRtpSender;
  private screen: RTCRtpTransceiver | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private queue: Promise<void> = Promise.resolve();
  private disconnectedAt: number | null = null;
  private iceTimer: ReturnType<typeof setTimeout> | null = null;
  private remote: RemoteMedia = { camera: null, screen: null };
  private closed = false;

  constructor(options: PeerLinkOptions) {
    this.options = options;
    const pc = new RTCPeerConnection(options.config);
    this.pc = pc;
    this.audioSender = this.cameraSender(options.audio, 'audio');
    this.videoSender = this.cameraSender(options.video, 'video');
    pc.onnegotiationneeded = () => void this.offer();
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ candidate: candidate.toJSON() as Extract<PeerSignal, { candidate: unknown }>['candidate'] });
    };
    pc.ontrack = (event) => this.onTrack(event);
    pc.onconnectionstatechange = () => options.events.connection(pc.connectionState);
    pc.oniceconnectionstatechange = () => this.checkIce();
  }

  /**
   * The camera stream's sender of one kind. addTrack (sendrecv) lets the side that answers send on
   * the offer's own m-lines, so media flows both ways after one offer and answer; with no device, a
   * sendrecv transceiver keeps the sender for a device turned on later (replaceTrack, no renegotiation).
   */
  private cameraSender(track: MediaStreamTrack | null, kind: 'audio' | 'video'): RTCRtpSender {
    if (track) return this.pc.addTrack(track, this.cameraStream);
    return this.pc.addTransceiver(kind, { direction: 'sendrecv', streams: [this.cameraStream] }).sender;
  }

  /** Applies signals in arrival order (a candidate needs the description before it). */
  handleSignal(data: PeerSignal): Promise<void> {
    this.queue = this.queue.then(() => this.process(data)).catch((err: unknown) => console.error('Signal not applied.', err));
    return this.queue;
  }

  async setAudio(track: MediaStreamTrack | null): Promise<void> {
    await this.audioSender.replaceTrack(track);
  }

  async setVideo(track: MediaStreamTrack | null): Promise<void> {
    await this.videoSender.replaceTrack(track);
  }

  /** Sends a shared screen: a new m-line the first time, the same one (sending again) after. */
  async startScreen(track: MediaStreamTrack, stream: MediaStream): Promise<void> {
    if (this.screen) {
      this.screen.sender.setStreams(stream);
      await this.screen.sender.replaceTrack(track);
      this.screen.direction = 'sendonly';
    } else {
      this.screen = this.pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    }
  }

  async stopScreen(): Promise<void> {
    if (!this.screen) return;
    await this.screen.sender.replaceTrack(null);
    this.screen.direction = 'inactive';
  }

  /**
   * After the signalling socket came back (or the other side reappeared): an offer that was lost
   * on the way is rolled back, and a connection that is not up restarts ICE.
   */
  async resync(): Promise<void> {
    if (this.closed) return;
    if (this.pc.signalingState === 'have-local-offer' && !this.makingOffer) {
      await this.pc.setLocalDescription({ type: 'rollback' });
    }
    const ice = this.pc.iceConnectionState;
    if (ice !== 'connected' && ice !== 'completed' && this.pc.remoteDescription) this.pc.restartIce();
  }

  async stats(): Promise<StatsEntry[]> {
    const report = await this.pc.getStats();
    return [...(report.values() as Iterable<StatsEntry>)];
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.iceTimer) clearTimeout(this.iceTimer);
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.close();
  }

  private send(data: PeerSignal): void {
    if (!this.closed) this.options.events.signal(data);
  }

  private async offer(): Promise<void> {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const d = describe(this.pc.localDescription);
      if (d) this.send(d);
    } catch (err) {
      console.error('The offer could not be made.', err);
    } finally {
      this.makingOffer = false;
    }
  }

  private async process(data: PeerSignal): Promise<void> {
    if (this.closed) return;
    if (!('description' in data)) {
      if (!data.candidate) return;
      try {
        await this.pc.addIceCandidate(data.candidate);
      } catch (err) {
        // A candidate of an ignored offer, or of a connection the other side has replaced.
        if (!this.ignoreOffer && this.pc.remoteDescription) console.warn('ICE candidate not added.', err);
      }
      return;
    }
    const { description } = data;
    if (isNewPeerConnection(this.pc.currentRemoteDescription?.sdp, description.sdp)) {
      this.options.events.newPeer(description.type === 'offer' ? data : null);
      return;
    }
    const action = descriptionAction(
      {
        polite: this.options.polite,
        makingOffer: this.makingOffer,
        signalingState: this.pc.signalingState,
        settingRemoteAnswer: this.settingRemoteAnswer,
      },
      description.type,
    );
    this.ignoreOffer = action === 'ignore';
    if (this.ignoreOffer) return;
    this.settingRemoteAnswer = description.type === 'answer';
    try {
      await this.pc.setRemoteDescription(description);
    } finally {
      this.settingRemoteAnswer = false;
    }
    if (description.type === 'offer') {
      await this.pc.setLocalDescription();
      const d = describe(this.pc.localDescription);
      if (d) this.send(d);
    }
  }

  private onTrack({ track, streams }: RTCTrackEvent): void {
    const stream = streams[0] ?? new MediaStream([track]);
    const isCamera = track.kind === 'audio' || stream.getAudioTracks().length > 0 || stream === this.remote.camera;
    if (isCamera) {
      this.remote = { ...this.remote, camera: stream };
    } else {
      stream.onremovetrack = () => {
        if (this.remote.screen === stream && stream.getVideoTracks().length === 0) this.setRemote({ ...this.remote, screen: null });
      };
      this.remote = { ...this.remote, screen: stream };
    }
    this.setRemote(this.remote);
  }

  private setRemote(media: RemoteMedia): void {
    this.remote = media;
    if (!this.closed) this.options.events.remote(media);
  }

  private checkIce(): void {
    const state = this.pc.iceConnectionState;
    if (state === 'disconnected') this.disconnectedAt ??= Date.now();
    else this.disconnectedAt = null;
    if (this.iceTimer) clearTimeout(this.iceTimer);
    this.iceTimer = null;
    const since = this.disconnectedAt === null ? 0 : Date.now() - this.disconnectedAt;
    const action = iceAction(state, this.options.peerPresent(), since);
    if (action === 'restart') this.pc.restartIce();
    else if (action === 'wait') this.iceTimer = setTimeout(() => this.checkIce(), 500);
  }
}
