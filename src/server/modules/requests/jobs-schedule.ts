/** The requests' durable jobs (server/jobs): a request's 7 days, keyed by its id; an offer's 48 hours, keyed by the offer's. */
export const REQUEST_JOBS = {
  expireRequest: 'request.expire',
  expireOffer: 'request.offer-expire',
} as const;
