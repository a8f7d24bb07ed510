import { ApiError } from '#api/client';

/** The server's message when it answered the failure, else `unanswered` (offline, no answer). */
export const answeredMessage = (err: unknown, unanswered: string): string =>
  err instanceof ApiError && err.status > 0 ? err.message : unanswered;
