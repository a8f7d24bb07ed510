import { useState, type SubmitEvent } from 'react';
import { REVIEW_TEXT_MAX, reviewBodySchema, type ReviewBody } from '#shared/domain/review';
import {
  DEFAULT_REVIEW_NAME_CHOICE,
  REVIEW_NAME_CHOICES,
  reviewAuthorName,
  type ReviewNameChoice,
} from '#shared/domain/review-author';
import type { Review } from '#shared/contract/http/reviews';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { ContactNotice } from '#ui/ContactNotice';
import { useAtomValue, userAtom } from '#state';
import { localizeMessage } from '#i18n/messages';
import { StarInput } from './StarRating';
import { useTranslation } from 'react-i18next';

/** The buyer's one review of a completed session: 1–5 stars, a few words and how it names them. */
export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: (review: Review) => void }) {
  const { t } = useTranslation(['reviews']);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [nameShown, setNameShown] = useState<ReviewNameChoice>(DEFAULT_REVIEW_NAME_CHOICE);
  const name = useAtomValue(userAtom)?.name ?? '';
  const send = useAction(async (body: ReviewBody) => {
    const res = await call('reviewsCreate', { params: { bookingId }, body });
    toast.success(res.message);
    onDone(res.review);
  });
  const { busy, error, setError } = send;
  // The field the shown problem is about: choosing stars answers a problem with the rating.
  const [errorField, setErrorField] = useState<PropertyKey | null>(null);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = reviewBodySchema.safeParse({ rating: rating || undefined, text, nameShown });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrorField(issue?.path[0] ?? null);
      setError(issue ? localizeMessage(issue.message) : null);
      return;
    }
    setErrorField(null);
    void send.run(parsed.data);
  };
  const rate = (value: number) => {
    setRating(value);
    if (errorField === 'rating') {
      setErrorField(null);
      setError(null);
    }
  };

  return (
    <form className="card bk-review-form" onSubmit={submit} noValidate>
      <h2>{t('reviews:title')}</h2>
      <StarInput value={rating} onChange={rate} />
      <label className="form-field">
        <span>{t('reviews:question')}</span>
        <textarea
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="form-counter">
          {text.length}/{REVIEW_TEXT_MAX}
        </span>
      </label>
      <ContactNotice texts={[text]} className="text-muted" />
      {name && reviewAuthorName(name, 'initial') !== reviewAuthorName(name, 'full') && (
        <fieldset className="row">
          <legend>{t('reviews:nameShown')}</legend>
          {REVIEW_NAME_CHOICES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="nameShown"
                value={choice}
                checked={nameShown === choice}
                onChange={() => setNameShown(choice)}
              />{' '}
              <span dir="auto">{reviewAuthorName(name, choice)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('reviews:sending') : t('reviews:send')}
      </button>
    </form>
  );
}
