import { ApiError } from '#api/client';
import { SECOND_FACTOR_SETUP_REQUIRED_CODE } from '#shared/domain/second-factor';

/** A console action's failure: its message, and whether the account must first turn on two-step sign-in. */
export type Failure = { message: string; setup: boolean };

export const failureOf = (err: unknown): Failure => ({
  message: err instanceof Error ? err.message : String(err),
  setup: err instanceof ApiError && err.code === SECOND_FACTOR_SETUP_REQUIRED_CODE,
});
