import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#shared/contract/http/requests';
import type { OfferState } from '#shared/domain/requests';
import type { LevelId } from '#shared/domain/levels';
import type { FullKey } from '#i18n/namespaces';
import { useDurations } from '#i18n/durations';
import { useFormat } from '#i18n/format';
import { Avatar } from '#ui/Avatar';
import { useBookingFormat } from '#features/bookings/format';
import { OfferThreadButton } from './OfferThreadButton';

const LEVEL_KEYS: Record<LevelId, FullKey<'bookings'>> = {
  new: 'bookings:rq.level.new',
  'level-1': 'bookings:rq.level.level-1',
  'level-2': 'bookings:rq.level.level-2',
  'top-rated': 'bookings:rq.level.top-rated',
};
const OFFER_STATE_KEYS: Record<OfferState, FullKey<'bookings'>> = {
  open: 'bookings:rq.offerState.open',
  accepted: 'bookings:rq.offerState.accepted',
  closed: 'bookings:rq.offerState.closed',
  expired: 'bookings:rq.offerState.expired',
};

/**
 * One offer as the buyer compares them: the expert (level, rating, response rate), the price and
 * length, the message and the proposed times; an open offer of an open request takes one time and
 * the accept.
 */
export function OfferCard({
  requestId,
  viewer,
  offer,
  zone,
  canAccept,
  busy,
  onAccept,
}: {
  requestId: string;
  /** Who reads the card: the buyer asks the expert a question, the expert messages the buyer. */
  viewer: 'buyer' | 'expert';
  offer: Offer;
  zone: string;
  canAccept: boolean;
  busy: boolean;
  onAccept: (time: string) => void;
}) {
  const { t } = useTranslation(['bookings']);
  const durations = useDurations();
  const format = useFormat();
  const { sessionTime } = useBookingFormat();
  const [time, setTime] = useState(offer.times[0] ?? '');
  const name = useId();
  const { expert } = offer;
  return (
    <article className="rq-offer" data-testid="offer-card" aria-labelledby={`${name}-who`}>
      <div className="rq-pair">
        <Avatar name={expert.displayName} src={expert.profilePicture} size={40} />
        <h3 id={`${name}-who`}>
          <Link to={`/users/${encodeURIComponent(expert.userName)}`}>
            <bdi>{expert.displayName}</bdi>
          </Link>
        </h3>
      </div>
      <p className="rq-price">{t('bookings:rq.price', { credits: format.number(offer.credits) })}</p>
      <p>{durations.duration(offer.sessionTime)}</p>
      <p className="rq-meta">
        <span>{t(LEVEL_KEYS[expert.level])}</span>
        <span>
          {expert.rating === null
            ? t('bookings:rq.noRating')
            : t('bookings:rq.rating', { rating: format.number(expert.rating), count: expert.reviewsCount })}
        </span>
        <span>
          {expert.responseRate === null
            ? t('bookings:rq.noResponse')
            : t('bookings:rq.response', { rate: format.number(Math.round(expert.responseRate * 100)) })}
        </span>
      </p>
      {offer.message && <p dir="auto">{offer.message}</p>}
      <OfferThreadButton
        requestId={requestId}
        offerId={offer.id}
        label={viewer === 'buyer' ? t('bookings:rq.askQuestion', { name: expert.displayName }) : t('bookings:rq.messageBuyer')}
        busyLabel={t('bookings:rq.openingThread')}
      />
      <p className="rq-state">{t(OFFER_STATE_KEYS[offer.state])}</p>
      {canAccept && offer.state === 'open' ? (
        <>
          <fieldset className="rq-times">
            <legend>{t('bookings:rq.pickTime')}</legend>
            {offer.times.map((iso) => (
              <label key={iso}>
                <input
                  type="radio"
                  name={name}
                  value={iso}
                  checked={time === iso}
                  onChange={() => setTime(iso)}
                />{' '}
                {sessionTime(iso, zone)}
              </label>
            ))}
          </fieldset>
          <button type="button" className="btn" disabled={busy} onClick={() => onAccept(time)}>
            {busy ? t('bookings:rq.accepting') : t('bookings:rq.accept')}
          </button>
        </>
      ) : (
        <ul>
          {offer.times.map((iso) => (
            <li key={iso}>{sessionTime(iso, zone)}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
