import { useEffect, useMemo, useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import type { ScreenSource } from '#shared/contract/ipc';
import type { Session } from '#shared/contract/http/sessions';
import { platform } from '#platform/target';
import { toast } from '#ui/toast';
import { useFormat } from '#i18n/format';
import { END_WARNING_MINUTES } from '#shared/domain/session';
import type { EndReason } from '../call/call-controller';
import { sessionClock, windowDates, type SessionClock } from '../call/session-clock';
import { ChatPanel } from '../chat/ChatPanel';
import type { LocalMediaActions, LocalMediaView } from '../lobby/use-local-media';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../use-server-now';
import { Controls } from './Controls';
import { QualityBadge } from './QualityBadge';
import { ScreenSourcePicker } from './ScreenSourcePicker';
import { SessionTimer } from './SessionTimer';
import { VideoTile } from './VideoTile';
import { useCall } from './use-call';

/** The user closed the browser's picker: not a failure to report. */
const cancelled = (err: unknown) => err instanceof DOMException && err.name === 'NotAllowedError';

/** Marks the first frame of the other person's video, once per join (the call bench reads it). */
const markFirstFrame = () => {
  if (performance.getEntriesByName('qurious:first-remote-frame').length === 0) performance.mark('qurious:first-remote-frame');
};

export interface RoomProps {
  session: Session;
  offsetMs: number;
  relay: boolean;
  me: { id: string; name: string };
  media: LocalMediaView;
  actions: LocalMediaActions;
  onEnded: (reason: EndReason, notice: string | null) => void;
}

/**
 * The call: the other person large (their shared screen when they share, their camera beside it),
 * you small; the buttons, the connection quality, the timer with its 5-minute warning, and the chat.
 * The window's close ends the call for both (the server says so; the timer here agrees).
 */
export function Room({ session, offsetMs, relay, me, media, actions, onEnded }: RoomProps) {
  const { t } = useTranslation(['sessions']);
  const isolate = useIsolate();
  const format = useFormat();
  const { controller, state } = useCall(session, relay, media);
  const now = useServerNow(offsetMs);
  const window = session.window;
  const clock: SessionClock | null = useMemo(() => (window ? sessionClock(windowDates(window), now) : null), [window, now]);
  const [chatOpen, setChatOpen] = useState(true);
  const [sources, setSources] = useState<ScreenSource[] | null>(null);
  const own = useMemo(() => (media.video ? new MediaStream([media.video]) : null), [media.video]);
  const other = session.other.name;

  useEffect(() => {
    if (clock?.phase === 'closed') controller?.end('window-closed');
  }, [clock?.phase, controller]);

  const phase = state?.phase;
  const endedReason = state?.endedReason ?? null;
  const notice = state?.notice ?? null;
  useEffect(() => {
    if (phase === 'ended' && endedReason) onEnded(endedReason, notice);
  }, [phase, endedReason, notice, onEnded]);

  useEffect(() => {
    if (notice && phase !== 'ended') toast.error(notice);
  }, [notice, phase]);

  const share = platform.screenShare;
  const startShare = async (capture: () => Promise<MediaStream>) => {
    try {
      await controller?.startScreen(await capture());
    } catch (err) {
      if (!cancelled(err)) toast.error(t('sessions:shareFailed'));
    }
  };
  const onShare = () => {
    if (!controller) return;
    if (state?.sharing) {
      void controller.stopScreen();
    } else if (share.kind === 'browser') {
      void startShare(() => share.capture());
    } else {
      share.sources().then(setSources, () => toast.error(t('sessions:shareFailed')));
    }
  };
  const onPick = (sourceId: string) => {
    setSources(null);
    if (share.kind === 'picker') void startShare(() => share.capture(sourceId));
  };

  const remote = state?.remote ?? { camera: null, screen: null };
  const status = state?.peerLeft
    ? t('sessions:peerLeft', { name: isolate(other) })
    : state?.phase === 'waiting'
      ? t('sessions:waitingFor', { name: isolate(other) })
      : state?.phase === 'connecting' || state?.phase === 'joining'
        ? t('sessions:connecting', { name: isolate(other) })
        : null;

  return (
    <section className="sr-room" aria-labelledby="page-title" data-phase={state?.phase ?? 'joining'}>
      <header className="sr-room-head">
        <div>
          <h1 id="page-title">{t('sessions:roomTitle', { gig: isolate(session.gigTitle) })}</h1>
          <p className="text-muted">{t('sessions:withPerson', { name: isolate(other) })}</p>
        </div>
        {clock && <SessionTimer clock={clock} />}
        <QualityBadge quality={state?.quality ?? null} />
      </header>
      {state?.reconnecting && (
        <p className="sr-banner is-reconnecting" role="status">
          {t('sessions:reconnecting')}
        </p>
      )}
      {clock?.warning && (
        <p className="sr-banner is-warning" role="alert">
          {t('sessions:endWarning', { minutes: format.number(END_WARNING_MINUTES) })}
        </p>
      )}
      {relay && <p className="text-muted">{t('sessions:relayOn')}</p>}
      <div className={`sr-body${chatOpen ? ' has-chat' : ''}`}>
        <div className="sr-stage">
          {/* Keyed, so the other person's camera (and its sound) keeps its element when a screen share comes and goes. */}
          {remote.screen && (
            <VideoTile key="screen" stream={remote.screen} name={other} label={t('sessions:theirScreen', { name: isolate(other) })} testId="remote-screen" className="is-main" />
          )}
          <VideoTile
            key="camera"
            stream={remote.camera}
            name={other}
            label={other}
            sinkId={media.speakerId}
            cameraOff={state?.peerCameraOff ?? false}
            testId="remote-camera"
            className={remote.screen ? 'is-thumb' : 'is-main'}
            onFirstFrame={markFirstFrame}
          />
          <VideoTile
            key="self"
            stream={own}
            name={me.name}
            label={t('sessions:you')}
            self
            cameraOff={!media.cameraOn}
            testId="local-camera"
            className="is-thumb is-self"
          />
          {status && (
            <p className="sr-status" role="status">
              {status}
            </p>
          )}
        </div>
        {chatOpen && state && controller && (
          <ChatPanel
            log={state.chat}
            me={me.id}
            names={{ me: t('sessions:you'), other }}
            onSend={(text) => controller.sendChat(text)}
            onLoadEarlier={() => controller.loadEarlierChat()}
          />
        )}
      </div>
      <Controls
        micOn={media.micOn}
        cameraOn={media.cameraOn}
        sharing={state?.sharing ?? false}
        chatOpen={chatOpen}
        canShare={typeof navigator.mediaDevices?.getDisplayMedia === 'function'}
        onMic={actions.toggleMic}
        onCamera={() => void actions.toggleCamera()}
        onShare={onShare}
        onChat={() => setChatOpen((o) => !o)}
        onLeave={() => controller?.leave()}
      />
      {sources && <ScreenSourcePicker sources={sources} onPick={onPick} onClose={() => setSources(null)} />}
    </section>
  );
}
