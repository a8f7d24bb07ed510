import { useEffect, useMemo } from 'react';
import { useDurations } from '#i18n/durations';
import { useIsolate } from '#features/catalog/bidi';
import type { Session } from '#shared/contract/http/sessions';
import { JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { useFormat } from '#i18n/format';
import { useBookingFormat } from '#features/bookings/format';
import { useCountdown } from '../use-session-format';
import { deviceTimeZone } from '#features/bookings/time';
import type { SessionClock } from '../call/session-clock';
import { SettlementRules } from '../SettlementRules';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['sessions', 'common']);
  const isolate = useIsolate();
  const { duration } = useDurations();
  const countdown = useCountdown();
  const format = useFormat();
  const { sessionTime } = useBookingFormat();
  const preview = useMemo(() => (media.video ? new MediaStream([media.video]) : null), [media.video]);
  const { start } = actions;
  const open = clock.phase === 'open';
  useEffect(() => {
    if (open) void start();
  }, [open, start]);
  const startsAt = session.window?.startsAt;

  return (
    <section className="page sr-lobby" aria-labelledby="page-title">
      <h1 id="page-title">{t('sessions:roomTitle', { gig: isolate(session.gigTitle) })}</h1>
      <p className="text-muted">
        {t('sessions:withPerson', { name: isolate(session.other.name) })} · <bdi>{session.packageTitle}</bdi> ({duration(session.sessionTime)})
        {startsAt && ` · ${sessionTime(startsAt, deviceTimeZone())}`}
      </p>
      <div className="sr-lobby-grid">
        <div className="sr-preview">
          <VideoTile stream={preview} name={me} label={t('sessions:you')} self testId="preview" className="is-main" />
          <LevelMeter track={media.micOn ? media.audio : null} />
        </div>
        <div className="sr-lobby-side">
          <p className="sr-countdown" role="timer" aria-live="off" data-testid="countdown">
            {clock.phase === 'before' ? t('sessions:opensIn', { countdown: countdown(clock.untilOpenMs) }) : t('sessions:openNow')}
          </p>
          {clock.phase === 'before' && session.window && (
            <p className="text-muted">{t('sessions:opensAt', { time: sessionTime(session.window.opensAt, deviceTimeZone()), minutes: format.number(JOIN_OPENS_BEFORE_MINUTES) })}</p>
          )}
          {open && clock.untilStartMs > 0 && <p className="text-muted">{t('sessions:startsIn', { countdown: countdown(clock.untilStartMs) })}</p>}
          {notice && (
            <p className="sr-notice" role="status">
              {notice}
            </p>
          )}
          {media.started ? (
            <DevicePickers media={media} actions={actions} />
          ) : (
            <button type="button" className="btn is-secondary" onClick={() => void start()} disabled={media.starting}>
              {media.starting ? t('common:loading') : t('sessions:checkDevices')}
            </button>
          )}
          <button type="button" className="btn sr-join" disabled={!open || joining} onClick={onJoin} data-testid="join">
            {joining ? t('sessions:joining') : t('sessions:join')}
          </button>
          <SettlementRules />
        </div>
      </div>
    </section>
  );
}
