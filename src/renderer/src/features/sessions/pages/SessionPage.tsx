import { useCallback, useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Session } from '#shared/contract/http/sessions';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import NotFoundPage from '#app/NotFoundPage';
import { useAtomValue, userAtom } from '#state';
import { RetryAlert, LoadingPage } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import type { EndReason } from '../call/call-controller';
import type { FullKey } from '#i18n/namespaces';

const ENDED_KEYS: Record<EndReason, FullKey<'sessions'>> = {
  left: 'sessions:ended.left',
  'window-closed': 'sessions:ended.window-closed',
  settled: 'sessions:ended.settled',
  replaced: 'sessions:ended.replaced',
  'signed-out': 'sessions:ended.signed-out',
  refused: 'sessions:ended.refused',
};
import { serverClockOffset, sessionClock, windowDates } from '../call/session-clock';
import { ChatHistory } from '../chat/ChatHistory';
import { Lobby } from '../lobby/Lobby';
import { useLocalMedia } from '../lobby/use-local-media';
import { Room } from '../room/Room';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../use-server-now';
import { useSettlementWatch } from '../use-settlement-watch';
import { SettlementSummary } from '../SettlementSummary';
import { ReviewForm } from '#features/reviews/ReviewForm';
import { sessionWasHeld } from '#shared/domain/session-settlement';
import type { SessionSettlement } from '#shared/contract/http/sessions';
import '#ui/forms.css';
import '#features/bookings/bookings.css';
import '../sessions.css';

interface Loaded {
  session: Session;
  /** How far the server's clock is ahead of the device's. */
  offsetMs: number;
}

async function loadSession(bookingId: string, signal?: AbortSignal): Promise<Loaded> {
  const sentAt = Date.now();
  const { session } = await call('sessionsGet', { params: { bookingId }, signal });
  return { session, offsetMs: serverClockOffset(session.serverNow, sentAt, Date.now()) };
}

type View = { kind: 'lobby'; notice: string | null } | { kind: 'room'; loaded: Loaded; round: number } | { kind: 'over'; reason: EndReason };

/** A settled session's outcome on the session page, and the buyer's review of a session that was held. */
function Outcome({ session, settlement }: { session: Session; settlement: SessionSettlement }) {
  const [reviewed, setReviewed] = useState(false);
  const mayReview =
    session.viewerRole === 'buyer' && sessionWasHeld({ stage: settlement.outcome, credits: session.credits, settlement });
  return (
    <>
      <SettlementSummary settlement={settlement} />
      {mayReview && !reviewed && <ReviewForm bookingId={session.bookingId} onDone={() => setReviewed(true)} />}
    </>
  );
}

/** The session's page once loaded: the lobby, the call, or the end, as the window and the user decide. */
function SessionView({ loaded, me }: { loaded: Loaded; me: { id: string; name: string } }) {
  const { t } = useTranslation(['sessions', 'common']);
  const isolate = useIsolate();
  const { session, offsetMs } = loaded;
  const [search] = useSearchParams();
  // Test and diagnosis switch: every path through the TURN relay. Honoured in the room only.
  const relay = search.get('relay') === '1';
  const [media, actions] = useLocalMedia();
  const [view, setView] = useState<View>({ kind: 'lobby', notice: null });
  const now = useServerNow(offsetMs);
  // Once out of the call, the page learns when the session settles (both left, the buyer confirmed, or the close).
  const [left, setLeft] = useState(false);
  const closesAt = session.window ? Date.parse(session.window.closesAt) - offsetMs : 0;
  const watched = useSettlementWatch(session.bookingId, left && !session.settlement, closesAt);
  const settlement = session.settlement ?? watched;
  const join = useAction(async () => {
    performance.clearMarks('qurious:join');
    performance.clearMarks('qurious:first-remote-frame');
    performance.mark('qurious:join');
    // Fresh TURN credentials (none are handed out before the window opens) and a fresh clock.
    const fresh = await loadSession(session.bookingId);
    setView((v) => ({ kind: 'room', loaded: fresh, round: v.kind === 'room' ? v.round + 1 : 0 }));
  });
  const onEnded = useCallback((reason: EndReason, notice: string | null) => {
    if (reason === 'left' || reason === 'window-closed' || reason === 'settled') setLeft(true);
    if (reason === 'window-closed' || reason === 'settled') setView({ kind: 'over', reason });
    else setView({ kind: 'lobby', notice: notice ?? t(ENDED_KEYS[reason]) });
  }, [t]);

  const backToBooking = <Link to={`/bookings/${encodeURIComponent(session.bookingId)}`}>{t('sessions:toBooking')}</Link>;
  const history = <ChatHistory bookingId={session.bookingId} me={me.id} other={session.other.name} />;
  const outcome = settlement && <Outcome session={session} settlement={settlement} />;
  if (!session.window || session.stage !== 'accepted') {
    return (
      <Page title={t('sessions:roomTitle', { gig: isolate(session.gigTitle) })} className="page sr-page">
        <p>{session.window ? t('sessions:closed') : session.stage === 'accepted' ? t('sessions:noTime') : t('sessions:notAccepted')}</p>
        {outcome}
        {backToBooking}
        {history}
      </Page>
    );
  }
  const clock = sessionClock(windowDates(session.window), now);
  if (view.kind === 'over' || (settlement && view.kind !== 'room') || (clock.phase === 'closed' && view.kind !== 'room')) {
    return (
      <Page title={t('sessions:roomTitle', { gig: isolate(session.gigTitle) })} className="page sr-page">
        <p role="status">{view.kind === 'over' ? t(ENDED_KEYS[view.reason]) : view.kind === 'lobby' && view.notice ? view.notice : t('sessions:closed')}</p>
        {outcome}
        {backToBooking}
        {history}
      </Page>
    );
  }
  if (view.kind === 'room') {
    return (
      <Room
        key={view.round}
        session={view.loaded.session}
        offsetMs={view.loaded.offsetMs}
        relay={relay}
        me={me}
        media={media}
        actions={actions}
        onEnded={onEnded}
      />
    );
  }
  return (
    <Lobby
      session={session}
      clock={clock}
      media={media}
      actions={actions}
      me={me.name}
      joining={join.busy}
      onJoin={() => void join.run()}
      notice={join.error ?? view.notice}
    />
  );
}

function SessionLoader({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['sessions', 'common']);
  const user = useAtomValue(userAtom);
  const { data, error, retry } = useQuery(['sessionsGet', bookingId], (signal) => loadSession(bookingId, signal));
  if (error?.status === 404) return <NotFoundPage />;
  if (!data && error) {
    return (
      <Page title={t('sessions:title')}>
        <RetryAlert message={error.message} onRetry={retry} className="text-error" buttonClassName="btn-link" />
      </Page>
    );
  }
  if (!data || !user) return <LoadingPage label={t('common:loading')} />;
  return <SessionView loaded={data} me={{ id: user.id, name: user.name }} />;
}

/** /sessions/{bookingId}: the booking's call room, for its buyer and its expert only (anyone else: not found). */
export default function SessionPage() {
  const { t } = useTranslation(['sessions', 'common']);
  const { bookingId = '' } = useParams();
  return (
    <RequireSignIn title={t('sessions:title')}>
      <SessionLoader bookingId={bookingId} />
    </RequireSignIn>
  );
}
