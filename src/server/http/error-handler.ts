import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#shared/contract/http';
import { AppError, INTERNAL_MESSAGE } from './errors';

/** Fastify's and its plugins' client errors, by their code, in the app's words and codes. */
const CLIENT_ERRORS: Record<string, ApiErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty.', code: 'EMPTY_BODY' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'This content type is not accepted here.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The request body does not match its Content-Length.', code: 'BAD_CONTENT_LENGTH' },
  FST_REQ_FILE_TOO_LARGE: { message: 'File size must be less than 10MB.', code: 'FILE_TOO_LARGE' },
  FST_FILES_LIMIT: { message: 'Too many files in one request.', code: 'TOO_MANY_FILES' },
  FST_PARTS_LIMIT: { message: 'Too many parts in one request.', code: 'TOO_MANY_PARTS' },
  FST_FIELDS_LIMIT: { message: 'Too many fields in one request.', code: 'TOO_MANY_FIELDS' },
  FST_PROTO_VIOLATION: { message: 'The multipart body could not be read.', code: 'BAD_MULTIPART' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { message: 'Send the file as multipart/form-data.', code: 'NOT_MULTIPART' },
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
      const known = CLIENT_ERRORS[error.code];
      return reply.status(status).send(known ?? ({ message: error.message, code: error.code ?? 'BAD_REQUEST' } satisfies ApiErrorBody));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
  });
}
