import { useId, useState, type SubmitEvent } from 'react';
import { REVIEW_REPLY_MAX, reviewReplyBodySchema } from '#shared/domain/review';
import type { PublicReview, PublicReviewList } from '#shared/contract/http/reviews';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { useAtomValue, userAtom } from '#state';
import { toast } from '#ui/toast';
import { longDate } from '#features/profile/format';
import { Stars } from './StarRating';
import { TEXTS } from './texts';
import './reviews.css';

export type ReviewSource = { gigId: string } | { userName: string };

/**
 * The public reviews of a gig or of an expert (issue 14): the rating with its breakdown per star,
 * then the reviews newest first, a page at a time, each with the buyer's name and date and the
 * expert's one public reply. The expert sees a reply form under each review they have not answered.
 */
export function ReviewsSection({ source, expertUserName }: { source: ReviewSource; expertUserName: string }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const isExpert = useAtomValue(userAtom)?.expertProfile?.userName === expertUserName;
  const key =
    'gigId' in source ? ['reviewsOfGig', source.gigId, page] : ['reviewsOfExpert', source.userName, page];
  const query = useQuery(key, (signal) =>
    'gigId' in source
      ? call('reviewsOfGig', { params: { gigId: source.gigId }, query: { page }, signal })
      : call('reviewsOfExpert', { params: { userName: source.userName }, query: { page }, signal }),
  );
  const data = query.data;
  const replied = (review: PublicReview) =>
    query.update((list) => ({
      ...list,
      reviews: list.reviews.map((r) => (r._id === review._id ? review : r)),
    }));

  return (
    <section className="reviews" aria-labelledby={titleId} aria-busy={query.status === 'loading'}>
      <h2 id={titleId}>{TEXTS.reviews}</h2>
      {query.status === 'error' && !data && (
        <p role="alert">
          {TEXTS.loadFailed}{' '}
          <button type="button" className="bk-link-button" onClick={query.retry}>
            {TEXTS.retry}
          </button>
        </p>
      )}
      {data && data.summary.count === 0 && <p className="bk-muted">{TEXTS.noReviews}</p>}
      {data && data.summary.count > 0 && (
        <>
          <Overview list={data} />
          <ol className="reviews-list">
            {data.reviews.map((r) => (
              <li key={r._id} className="review-item">
                <ReviewItem review={r} canReply={isExpert && r.reply === null} onReplied={replied} />
              </li>
            ))}
          </ol>
          {data.pageCount > 1 && (
            <nav className="reviews-pager" aria-label={TEXTS.reviews}>
              <button type="button" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
                {TEXTS.newer}
              </button>
              <span>{TEXTS.pageOf(data.page, data.pageCount)}</span>
              <button
                type="button"
                disabled={data.page >= data.pageCount}
                onClick={() => setPage(data.page + 1)}
              >
                {TEXTS.older}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function Overview({ list }: { list: PublicReviewList }) {
  const { summary, breakdown } = list;
  return (
    <div className="reviews-overview">
      <div className="reviews-average">
        <strong>{summary.average?.toFixed(1)}</strong>
        <Stars rating={summary.average ?? 0} />
        <span className="bk-muted">{TEXTS.reviewCount(summary.count)}</span>
      </div>
      <ul className="reviews-breakdown">
        {breakdown.map((b) => (
          <li key={b.stars} aria-label={TEXTS.starRow(b.stars, b.count)}>
            <span aria-hidden="true">{TEXTS.starLabel(b.stars)}</span>
            <span className="reviews-bar" aria-hidden="true">
              <span
                style={{ width: `${summary.count ? Math.round((b.count / summary.count) * 100) : 0}%` }}
              />
            </span>
            <span aria-hidden="true">{b.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewItem({
  review,
  canReply,
  onReplied,
}: {
  review: PublicReview;
  canReply: boolean;
  onReplied: (r: PublicReview) => void;
}) {
  return (
    <article aria-label={`${review.buyerName}, ${longDate(review.createdAt)}`}>
      <header className="review-head">
        <strong>{review.buyerName}</strong>
        <Stars rating={review.rating} size={14} />
        <time dateTime={review.createdAt}>{longDate(review.createdAt)}</time>
      </header>
      <p>{review.text}</p>
      {review.reply && (
        <div className="review-reply">
          <strong>{TEXTS.expertReply}</strong>
          <time dateTime={review.reply.createdAt}>{longDate(review.reply.createdAt)}</time>
          <p>{review.reply.text}</p>
        </div>
      )}
      {canReply && <ReplyForm reviewId={review._id} onDone={onReplied} />}
    </article>
  );
}

function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: (r: PublicReview) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const send = useAction(async (body: { text: string }) => {
    const res = await call('reviewsReply', { params: { reviewId }, body });
    toast.success(res.message);
    onDone(res.review);
  });
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = reviewReplyBodySchema.safeParse({ text });
    if (!parsed.success) {
      send.setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    void send.run(parsed.data);
  };
  return (
    <form className="review-reply-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{TEXTS.replyLabel}</label>
      <textarea id={id} value={text} maxLength={REVIEW_REPLY_MAX} onChange={(e) => setText(e.target.value)} />
      {send.error && (
        <p className="bk-error" role="alert">
          {send.error}
        </p>
      )}
      <button type="submit" disabled={send.busy}>
        {send.busy ? TEXTS.sending : TEXTS.sendReply}
      </button>
    </form>
  );
}
