import { useState, type SubmitEvent } from 'react';
import { REVIEW_TEXT_MAX, reviewBodySchema } from '#shared/domain/review';
import type { Review } from '#shared/contract/http/reviews';
import { call } from '#api/client';
import { toast } from '#ui/toast';
import { StarInput } from './StarRating';
import { TEXTS } from './texts';

/** The buyer's one review of a completed session: 1–5 stars and a few words. */
export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: (review: Review) => void }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = reviewBodySchema.safeParse({ rating: rating || undefined, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await call('reviewsCreate', { params: { bookingId }, body: parsed.data });
      toast.success(res.message);
      onDone(res.review);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bk-card bk-review-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{TEXTS.reviewTitle}</h2>
      <StarInput value={rating} onChange={setRating} />
      <label className="bk-field">
        <span>{TEXTS.reviewText}</span>
        <textarea
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="bk-counter">
          {text.length}/{REVIEW_TEXT_MAX}
        </span>
      </label>
      {error && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bk-button" disabled={busy}>
        {busy ? TEXTS.sending : TEXTS.sendReview}
      </button>
    </form>
  );
}
