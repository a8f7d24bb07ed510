/** The review form's texts. */
export const TEXTS = {
  reviewTitle: 'Leave a review',
  rating: 'Rating',
  stars: (n: number) => `${n} star${n === 1 ? '' : 's'}`,
  reviewText: 'How was the session?',
  sendReview: 'Send review',
  sending: 'Sending…',
} as const;
