import { lazy, Suspense, useId, useState, type SubmitEvent } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { REVIEW_REPLY_MAX, reviewReplyBodySchema } from '#shared/domain/review';
import type { PublicReview, PublicReviewList } from '#shared/contract/http/reviews';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { useAtomValue, userAtom } from '#state';
import { toast } from '#ui/toast';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useLongDate, useRatingFormat } from './format';
import { Stars } from './StarRating';
import './reviews.css';
import { ReportButtonLater } from '#features/reports/ReportButtonLater';

/** Loaded with the reply form only: the gig page's visitors never need the masking rule's code. */
const ContactNotice = lazy(() => import('#ui/ContactNotice').then((m) => ({ default: m.ContactNotice })));

export type ReviewSource = { gigId: string } | { userName: string };

/**
 * The public reviews of a gig or of an expert: the rating with its breakdown per star,
 * then the reviews newest first, a page at a time, each with the buyer's name and date and the
 * expert's one public reply. The expert sees a reply form under each review they have not answered.
 */
export function ReviewsSection({ source, expertUserName }: { source: ReviewSource; expertUserName: string }) {
  const { t } = useTranslation(['reviews', 'common']);
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
  const format = useFormat();
  const data = query.data;
  const replied = (review: PublicReview) =>
    query.update((list) => ({
      ...list,
      reviews: list.reviews.map((r) => (r.id === review.id ? review : r)),
    }));

  return (
    <section className="reviews" aria-labelledby={titleId} aria-busy={query.status === 'loading'}>
      <h2 id={titleId}>{t('reviews:reviews')}</h2>
      {query.status === 'error' && !data && (
        <p role="alert">
          {t('reviews:loadFailed')}{' '}
          <button type="button" className="btn-link" onClick={query.retry}>
            {t('common:retry')}
          </button>
        </p>
      )}
      {data && data.summary.count === 0 && <p className="text-muted">{t('reviews:none')}</p>}
      {data && data.summary.count > 0 && (
        <>
          <Overview list={data} />
          <ol className="reviews-list">
            {data.reviews.map((r) => (
              <li key={r.id} className="review-item">
                <ReviewItem review={r} canReply={isExpert && r.reply === null} onReplied={replied} />
              </li>
            ))}
          </ol>
          {data.pageCount > 1 && (
            <nav className="reviews-pager" aria-label={t('reviews:reviews')}>
              <button type="button" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
                {t('reviews:newer')}
              </button>
              <span>{t('reviews:pageOf', { page: format.number(data.page), total: format.number(data.pageCount) })}</span>
              <button
                type="button"
                disabled={data.page >= data.pageCount}
                onClick={() => setPage(data.page + 1)}
              >
                {t('reviews:older')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function Overview({ list }: { list: PublicReviewList }) {
  const { t } = useTranslation(['reviews']);
  const format = useFormat();
  const decimal = useRatingFormat();
  const { summary, breakdown } = list;
  const stars = (n: number) => t('reviews:stars', { count: n, n: format.number(n) });
  return (
    <div className="reviews-overview">
      <div className="reviews-average">
        <strong>{summary.average === null ? null : decimal(summary.average)}</strong>
        <Stars rating={summary.average ?? 0} />
        <span className="text-muted">{t('reviews:count', { count: summary.count, n: format.number(summary.count) })}</span>
      </div>
      <ul className="reviews-breakdown">
        {breakdown.map((b) => (
          <li key={b.stars} aria-label={t('reviews:starRow', { stars: stars(b.stars), reviews: t('reviews:count', { count: b.count, n: format.number(b.count) }) })}>
            <span aria-hidden="true">{stars(b.stars)}</span>
            <span className="reviews-bar" aria-hidden="true">
              <span
                style={{ width: `${summary.count ? Math.round((b.count / summary.count) * 100) : 0}%` }}
              />
            </span>
            <span aria-hidden="true">{format.number(b.count)}</span>
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
  const { t } = useTranslation(['reviews', 'conversations']);
  const isolate = useIsolate();
  const longDate = useLongDate();
  return (
    <article aria-label={`${review.buyerName}, ${longDate(review.createdAt)}`}>
      <header className="review-head">
        <strong dir="auto">{review.buyerName}</strong>
        <Stars rating={review.rating} size={14} />
        <time dateTime={review.createdAt}>{longDate(review.createdAt)}</time>
      </header>
      <p dir="auto">{review.text}</p>
      {review.reply && (
        <div className="review-reply">
          <strong>{t('reviews:expertReply')}</strong>
          <time dateTime={review.reply.createdAt}>{longDate(review.reply.createdAt)}</time>
          <p dir="auto">{review.reply.text}</p>
        </div>
      )}
      {canReply && <ReplyForm reviewId={review.id} onDone={onReplied} />}
      <ReportButtonLater target={{ kind: 'review', id: review.id }} label={t('conversations:reportReview')} title={t('conversations:reportReviewTitle', { name: isolate(review.buyerName) })} />
    </article>
  );
}

function ReplyForm({ reviewId, onDone }: { reviewId: string; onDone: (r: PublicReview) => void }) {
  const { t } = useTranslation(['reviews']);
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
      <label htmlFor={id}>{t('reviews:replyLabel')}</label>
      <textarea id={id} value={text} maxLength={REVIEW_REPLY_MAX} onChange={(e) => setText(e.target.value)} />
      <Suspense fallback={null}>
        <ContactNotice texts={[text]} className="text-muted" />
      </Suspense>
      {send.error && (
        <p className="text-error" role="alert">
          {send.error}
        </p>
      )}
      <button type="submit" disabled={send.busy}>
        {send.busy ? t('reviews:sending') : t('reviews:sendReply')}
      </button>
    </form>
  );
}
