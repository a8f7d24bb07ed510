import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/contract/http';
import { AppError, INTERNAL_MESSAGE } from './errors';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_REQ_FILE_TOO_LARGE: 'File size must be less than 10MB.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
};

/**
 * One error handler for the whole API: client mistakes get a 4xx with { message, code, fields },
 * never a stack trace; anything else is logged and answered with a generic 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
        fields[path] ??= issue.message ?? 'Invalid value.';
      }
      const first = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send({ message: first, code: 'VALIDATION', fields } satisfies ApiErrorBody);
    }
    if (error instanceof AppError) {
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
  });
}
