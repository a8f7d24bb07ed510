import { ApiError } from '#api/client';
import { SECOND_FACTOR_SETUP_REQUIRED_CODE } from '#shared/domain/second-factor';

/** Why a console action failed: the server's message, its field messages, and whether a second factor must be set up first. */
export interface ActionFailure {
  message: string;
  fields: Record<string, string>;
  setup: boolean;
  status: number | null;
}

export const failureOf = (err: unknown): ActionFailure => ({
  message: err instanceof Error ? err.message : String(err),
  fields: err instanceof ApiError ? err.fields : {},
  setup: err instanceof ApiError && err.code === SECOND_FACTOR_SETUP_REQUIRED_CODE,
  status: err instanceof ApiError ? err.status : null,
});
