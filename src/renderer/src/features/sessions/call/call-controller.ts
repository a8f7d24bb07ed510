import { LIVE_ERRORS, type ChatMessage, type LiveServerMessage, type SignalData } from '#shared/contract/live';
import type { IceServer } from '#shared/contract/http/sessions';
import type { LiveSocket, LiveStatus } from '#api/live-socket';
import { addMessages, addPending, emptyChatLog, oldestId, type ChatLog } from '../chat/chat-log';
import { CONNECT_TIMEOUT_MS, isPolite, shouldStartOver } from './negotiation';
import { PeerLink, type RemoteMedia } from './peer-link';
import { qualityOf, type Quality, type StatsSample } from './quality';
import { Store } from './store';

export type CallPhase = 'joining' | 'waiting' | 'connecting' | 'connected' | 'ended';
export type EndReason = 'left' | 'window-closed' | 'settled' | 'replaced' | 'signed-out' | 'refused';

export interface CallState {
  phase: CallPhase;
  socket: LiveStatus;
  /** The signalling socket or the media connection dropped and is coming back. */
  reconnecting: boolean;
  peerPresent: boolean;
  /** The other side was here and left (until they join again): the room says so, not "Connecting…". */
  peerLeft: boolean;
  remote: RemoteMedia;
  /** The other side said its camera is off: its tile shows the avatar, not the last frame it sent. */
  peerCameraOff: boolean;
  quality: Quality | null;
  sharing: boolean;
  chat: ChatLog;
  endedReason: EndReason | null;
  /** The server's words when it refused something (joining, a message). */
  notice: string | null;
}

export interface CallOptions {
  socket: LiveSocket;
  bookingId: string;
  role: 'buyer' | 'expert';
  iceServers: IceServer[];
  /** Every path through a TURN relay (iceTransportPolicy 'relay'). */
  relay: boolean;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  /** A page of the booking's chat, newest last (GET /api/sessions/:id/chat). */
  loadChat: (before?: string) => Promise<{ messages: ChatMessage[]; hasMore: boolean }>;
  statsIntervalMs?: number;
}

const NO_REMOTE: RemoteMedia = { camera: null, screen: null };

/**
 * One call room, in plain TypeScript: joins the room on the signalling socket (again after every
 * reconnect), keeps one peer connection with the other side (a fresh one when the other side
 * starts a fresh one), relays signalling, samples the connection's quality, and keeps the chat.
 * The page renders `store` and calls the methods; it holds no call logic.
 */
export class CallController {
  readonly store: Store<CallState>;
  private readonly o: CallOptions;
  private link: PeerLink | null = null;
  private audio: MediaStreamTrack | null;
  private video: MediaStreamTrack | null;
  private screen: { track: MediaStreamTrack; stream: MediaStream } | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSample: StatsSample | null = null;
  private joinedOnce = false;
  private readonly unsubscribe: Array<() => void> = [];

  constructor(options: CallOptions) {
    this.o = options;
    this.audio = options.audio;
    this.video = options.video;
    this.store = new Store<CallState>({
      phase: 'joining',
      socket: options.socket.current,
      reconnecting: false,
      peerPresent: false,
      peerLeft: false,
      remote: NO_REMOTE,
      peerCameraOff: false,
      quality: null,
      sharing: false,
      chat: emptyChatLog,
      endedReason: null,
      notice: null,
    });
  }

  private get state(): CallState {
    return this.store.get();
  }

  start(): void {
    const { socket } = this.o;
    this.unsubscribe.push(
      socket.onStatus((status) => this.onSocketStatus(status)),
      socket.onMessage((message) => this.onMessage(message)),
    );
    this.statsTimer = setInterval(() => void this.sampleStats(), this.o.statsIntervalMs ?? 2000);
    void this.loadLatestChat();
    if (socket.current === 'ready') this.join();
    else socket.start();
  }

  /** Leaves the room for good (the page may start a new controller to rejoin). */
  leave(): void {
    this.o.socket.send({ type: 'room.leave', bookingId: this.o.bookingId });
    this.end('left');
  }

  end(reason: EndReason, notice: string | null = null): void {
    if (this.state.phase === 'ended') return;
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.closeLink();
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    for (const u of this.unsubscribe.splice(0)) u();
    this.o.socket.stop();
    this.store.update({ phase: 'ended', endedReason: reason, reconnecting: false, remote: NO_REMOTE, peerCameraOff: false, sharing: false, notice });
  }

  setMicrophone(track: MediaStreamTrack | null): void {
    this.audio = track;
    void this.link?.setAudio(track);
  }

  setCamera(track: MediaStreamTrack | null): void {
    const turned = (track === null) !== (this.video === null);
    this.video = track;
    void this.link?.setVideo(track);
    if (turned) this.tellCamera();
  }

  /**
   * Says whether our camera is on, when it turns on or off and whenever the other side arrives:
   * their tile follows the signal at once rather than wait for frames to stop (or start).
   */
  private tellCamera(): void {
    if (this.state.phase === 'ended' || !this.state.peerPresent) return;
    this.o.socket.send({ type: 'signal', bookingId: this.o.bookingId, data: { media: { camera: this.video !== null } } });
  }

  async startScreen(stream: MediaStream): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    this.screen = { track, stream };
    // The browser's own "Stop sharing" button ends the track.
    track.addEventListener('ended', () => void this.stopScreen());
    this.store.update({ sharing: true });
    await this.link?.startScreen(track, stream);
  }

  async stopScreen(): Promise<void> {
    const screen = this.screen;
    this.screen = null;
    screen?.track.stop();
    this.store.update({ sharing: false });
    await this.link?.stopScreen();
  }

  /** Sends a chat message; it stays pending (and is resent after a reconnect) until the server echoes it. */
  sendChat(text: string): void {
    const clientId = crypto.randomUUID();
    this.store.update((s) => ({ ...s, chat: addPending(s.chat, { clientId, text }) }));
    this.o.socket.send({ type: 'chat.send', bookingId: this.o.bookingId, clientId, text });
  }

  async loadEarlierChat(): Promise<void> {
    const page = await this.o.loadChat(oldestId(this.state.chat));
    this.store.update((s) => ({ ...s, chat: addMessages(s.chat, page.messages, { hasMore: page.hasMore }) }));
  }

  private async loadLatestChat(): Promise<void> {
    try {
      const page = await this.o.loadChat();
      this.store.update((s) => ({
        ...s,
        chat: addMessages(s.chat, page.messages, s.chat.messages.length === 0 ? { hasMore: page.hasMore } : undefined),
      }));
    } catch (err) {
      console.warn('The chat history could not be loaded.', err);
    }
  }

  private join(): void {
    this.o.socket.send({ type: 'room.join', bookingId: this.o.bookingId });
  }

  private onSocketStatus(status: LiveStatus): void {
    this.store.update({ socket: status });
    if (status === 'ready') this.join();
    else if (status === 'signed-out') this.end('signed-out');
    this.refreshReconnecting();
  }

  private onMessage(m: LiveServerMessage): void {
    if ('bookingId' in m && m.bookingId !== undefined && m.bookingId !== this.o.bookingId) return;
    switch (m.type) {
      case 'room.joined':
        this.onJoined(m.peers.length > 0);
        break;
      case 'room.peer-joined':
        this.store.update({ peerPresent: true, peerLeft: false });
        this.tellCamera();
        this.link ??= this.createLink();
        this.refreshPhase();
        break;
      case 'room.peer-left':
        // Whoever joins next says where their camera stands.
        this.store.update({ peerPresent: false, peerLeft: true, peerCameraOff: false });
        if (this.link && this.link.pc.connectionState !== 'connected') this.closeLink();
        this.refreshPhase();
        break;
      case 'room.closed':
        this.end(m.reason);
        break;
      case 'signal':
        this.onSignal(m.data);
        break;
      case 'chat.message':
        this.store.update((s) => ({ ...s, chat: addMessages(s.chat, [m.message]) }));
        break;
      case 'error':
        this.onError(m.code, m.message, m.bookingId);
        break;
      default:
        break;
    }
  }

  private onError(code: string, message: string, bookingId: string | undefined): void {
    const ours = bookingId === this.o.bookingId;
    if (ours && code === LIVE_ERRORS.roomClosed.code) this.end('window-closed');
    else if (ours && (code === LIVE_ERRORS.notFound.code || code === LIVE_ERRORS.roomNotOpen.code)) this.end('refused', message);
    // The server lost our membership (an instance restarted): join again.
    else if (ours && code === LIVE_ERRORS.notInRoom.code) this.join();
    else this.store.update({ notice: message });
  }

  private onJoined(peerPresent: boolean): void {
    this.store.update(peerPresent ? { peerPresent, peerLeft: false } : { peerPresent });
    if (peerPresent) {
      this.tellCamera();
      if (this.link) void this.link.resync();
      else this.link = this.createLink();
    }
    // Messages sent while we were away, and ours that may not have arrived.
    if (this.joinedOnce) void this.loadLatestChat();
    this.joinedOnce = true;
    for (const p of this.state.chat.pending) {
      this.o.socket.send({ type: 'chat.send', bookingId: this.o.bookingId, clientId: p.clientId, text: p.text });
    }
    this.refreshPhase();
  }

  private onSignal(data: SignalData): void {
    if ('media' in data) {
      this.store.update({ peerCameraOff: !data.media.camera });
      return;
    }
    if (!this.link) {
      this.store.update({ peerPresent: true });
      this.link = this.createLink();
    }
    void this.link.handleSignal(data);
  }

  private createLink(): PeerLink {
    const link: PeerLink = new PeerLink({
      config: { iceServers: this.o.iceServers, iceTransportPolicy: this.o.relay ? 'relay' : 'all' },
      polite: isPolite(this.o.role),
      audio: this.audio,
      video: this.video,
      peerPresent: () => this.state.peerPresent,
      events: {
        signal: (data) => {
          if (this.link === link) this.o.socket.send({ type: 'signal', bookingId: this.o.bookingId, data });
        },
        remote: (remote) => {
          if (this.link === link) this.store.update({ remote });
        },
        connection: (state) => {
          if (this.link !== link) return;
          if ((state === 'failed' || state === 'closed') && !this.state.peerPresent) this.closeLink();
          this.refreshPhase();
        },
        newPeer: (offer) => {
          if (this.link !== link) return;
          // The other side started over: so do we, with its offer, or with an offer of our own.
          this.closeLink();
          this.link = this.createLink();
          if (offer) void this.link.handleSignal(offer);
          this.refreshPhase();
        },
      },
    });
    if (this.screen) void link.startScreen(this.screen.track, this.screen.stream);
    this.lastSample = null;
    this.watchConnect(link);
    return link;
  }

  /** Starts the link over if it has not connected in time (see shouldStartOver). */
  private watchConnect(link: PeerLink): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = setTimeout(() => {
      this.connectTimer = null;
      if (this.link !== link || this.state.phase === 'ended') return;
      const polite = isPolite(this.o.role);
      if (shouldStartOver(polite, link.pc.connectionState, this.state.peerPresent, this.state.socket === 'ready')) {
        this.closeLink();
        this.link = this.createLink();
        this.refreshPhase();
      } else if (link.pc.connectionState !== 'connected') {
        this.watchConnect(link);
      }
    }, CONNECT_TIMEOUT_MS);
  }

  private closeLink(): void {
    this.link?.close();
    this.link = null;
    this.lastSample = null;
    this.store.update({ remote: NO_REMOTE, quality: null });
  }

  private refreshPhase(): void {
    if (this.state.phase === 'ended') return;
    const connection = this.link?.pc.connectionState;
    const phase: CallPhase =
      connection === 'connected' ? 'connected' : this.link || this.state.peerPresent ? 'connecting' : this.joinedOnce ? 'waiting' : 'joining';
    this.store.update({ phase });
    this.refreshReconnecting();
  }

  private refreshReconnecting(): void {
    const s = this.state;
    if (s.phase === 'ended') return;
    const socketDown = this.joinedOnce && (s.socket === 'reconnecting' || s.socket === 'connecting');
    const connection = this.link?.pc.connectionState;
    const mediaDown = s.peerPresent && (connection === 'disconnected' || connection === 'failed');
    this.store.update({ reconnecting: socketDown || mediaDown });
  }

  private async sampleStats(): Promise<void> {
    const link = this.link;
    if (!link || link.pc.connectionState !== 'connected') return;
    const entries = await link.stats();
    if (this.link !== link) return;
    const { quality, sample } = qualityOf(entries, this.lastSample, performance.now());
    this.lastSample = sample;
    this.store.update({ quality });
  }
}
