import { useEffect, useMemo } from 'react';
import type { Session } from '#shared/contract/http/sessions';
import { formatSessionTime } from '#shared/domain/booking';
import { deviceTimeZone } from '#features/bookings/time';
import { formatCountdown, type SessionClock } from '../call/session-clock';
import { SettlementRules } from '../SettlementRules';
import { TEXTS } from '../texts';
import { VideoTile } from '../room/VideoTile';
import { DevicePickers } from './DevicePickers';
import { LevelMeter } from './LevelMeter';
import type { LocalMediaActions, LocalMediaView } from './use-local-media';

export interface LobbyProps {
  session: Session;
  clock: SessionClock;
  media: LocalMediaView;
  actions: LocalMediaActions;
  me: string;
  joining: boolean;
  onJoin: () => void;
  /** Why the user is back in the lobby (left, refused), or an error of the last join. */
  notice: string | null;
}

/**
 * Before the call: the countdown to the room's opening (on the server's clock), the camera
 * preview, the device pickers and the microphone level, what went wrong with a device, the
 * settlement rules, and Join once the room is open.
 */
export function Lobby({ session, clock, media, actions, me, joining, onJoin, notice }: LobbyProps) {
  const preview = useMemo(() => (media.video ? new MediaStream([media.video]) : null), [media.video]);
  const { start } = actions;
  const open = clock.phase === 'open';
  useEffect(() => {
    if (open) void start();
  }, [open, start]);
  const startsAt = session.window?.startsAt;

  return (
    <section className="page sr-lobby" aria-labelledby="page-title">
      <h1 id="page-title">{TEXTS.roomTitle(session.gigTitle)}</h1>
      <p className="bk-muted">
        {TEXTS.withPerson(session.other.name)} · {session.packageTitle} ({session.sessionTime})
        {startsAt && ` · ${formatSessionTime(startsAt, deviceTimeZone())}`}
      </p>
      <div className="sr-lobby-grid">
        <div className="sr-preview">
          <VideoTile stream={preview} name={me} label={TEXTS.you} self testId="preview" className="is-main" />
          <LevelMeter track={media.micOn ? media.audio : null} />
        </div>
        <div className="sr-lobby-side">
          <p className="sr-countdown" role="timer" aria-live="off" data-testid="countdown">
            {clock.phase === 'before' ? TEXTS.opensIn(formatCountdown(clock.untilOpenMs)) : TEXTS.openNow}
          </p>
          {clock.phase === 'before' && session.window && (
            <p className="bk-muted">{TEXTS.opensAt(formatSessionTime(session.window.opensAt, deviceTimeZone()))}</p>
          )}
          {open && clock.untilStartMs > 0 && <p className="bk-muted">{TEXTS.startsIn(formatCountdown(clock.untilStartMs))}</p>}
          {notice && (
            <p className="sr-notice" role="status">
              {notice}
            </p>
          )}
          {media.started ? (
            <DevicePickers media={media} actions={actions} />
          ) : (
            <button type="button" className="bk-button is-secondary" onClick={() => void start()} disabled={media.starting}>
              {media.starting ? TEXTS.loading : TEXTS.checkDevices}
            </button>
          )}
          <button type="button" className="bk-button sr-join" disabled={!open || joining} onClick={onJoin} data-testid="join">
            {joining ? TEXTS.joining : TEXTS.join}
          </button>
          <SettlementRules />
        </div>
      </div>
    </section>
  );
}
