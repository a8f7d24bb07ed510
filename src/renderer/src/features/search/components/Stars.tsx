import { Star } from 'lucide-react';
import { NEW_LABEL, NO_REVIEWS, ratingLabel } from '../texts';

/** A rating as the cards and pages show it: ★ 4.7 (12), or 'New' before the first review. */
export function Stars({ rating, count, showEmpty = 'new' }: { rating: number | null; count: number; showEmpty?: 'new' | 'none' }) {
  if (rating === null || count === 0) {
    return <span className="search-stars search-stars-empty">{showEmpty === 'new' ? NEW_LABEL : NO_REVIEWS}</span>;
  }
  return (
    <span className="search-stars" role="img" aria-label={ratingLabel(rating, count)}>
      <Star size={16} aria-hidden="true" fill="currentColor" />
      <span aria-hidden="true">
        <strong>{rating.toFixed(1)}</strong> ({count})
      </span>
    </span>
  );
}
