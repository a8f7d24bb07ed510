import { useId } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_MAX_RATING } from '#shared/domain/review';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import './reviews.css';

const STARS = Array.from({ length: REVIEW_MAX_RATING }, (_, i) => i + 1);

/** Stars as a picture of a rating (read-only), with the number for screen readers. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation(['reviews']);
  const format = useFormat();
  return (
    <span className="bk-stars" role="img" aria-label={t('reviews:starsOutOf', { rating: format.number(rating), max: format.number(REVIEW_MAX_RATING) })}>
      {STARS.map((n) => (
        <Star key={n} size={size} aria-hidden="true" className={n <= Math.round(rating) ? 'is-on' : ''} />
      ))}
    </span>
  );
}

/** The 1–5 star choice: a radio group, so arrow keys move between stars. */
export function StarInput({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation(['reviews']);
  const format = useFormat();
  const name = useId();
  return (
    <fieldset className="bk-star-input">
      <legend>{t('reviews:rating')}</legend>
      {STARS.map((n) => (
        <label key={n} className={n <= value ? 'is-on' : ''}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={t('reviews:stars', { count: n, n: format.number(n) })}
          />
          <Star size={26} aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}
