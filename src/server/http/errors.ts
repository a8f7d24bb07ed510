import { english } from '#shared/i18n/english';

/** An error the client caused or may see: status, stable code, human message, optional field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'BAD_REQUEST') =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = english('messages:code.UNAUTHORIZED')) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = english('messages:code.FORBIDDEN')) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = english('messages:code.NOT_FOUND')) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);

export const INTERNAL_MESSAGE = english('messages:code.INTERNAL');
export const VALIDATION_MESSAGE = english('messages:code.VALIDATION');
