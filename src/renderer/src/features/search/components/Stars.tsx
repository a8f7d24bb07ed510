import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useRatingFormat } from '#features/reviews/format';

/** A rating as the cards and pages show it, with how many reviews it is from: ★ 4.7 (12 reviews), or 'New' before the first review. */
export function Stars({ rating, count, showEmpty = 'new' }: { rating: number | null; count: number; showEmpty?: 'new' | 'none' }) {
  const { t } = useTranslation(['search']);
  const format = useFormat();
  const decimal = useRatingFormat();
  if (rating === null || count === 0) {
    return <span className="search-stars search-stars-empty">{showEmpty === 'new' ? t('search:new') : t('search:noReviews')}</span>;
  }
  return (
    <span className="search-stars" role="img" aria-label={t('search:rated', { count, n: format.number(count), rating: decimal(rating) })}>
      <Star size={16} aria-hidden="true" fill="currentColor" />
      <span aria-hidden="true">
        <strong>{decimal(rating)}</strong> ({t('search:reviewCount', { count, n: format.number(count) })})
      </span>
    </span>
  );
}
