import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '#shared/contract/http';
import { INTERNAL_MESSAGE } from './errors';

/** What Node's HTTP parser refuses before Fastify sees a request, by Node's error code. */
const CLIENT_ERRORS: Record<string, { status: number; body: ApiErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' } },
  HPE_HEADER_OVERFLOW: { status: 431, body: { message: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' } },
};
const MALFORMED: { status: number; body: ApiErrorBody } = {
  status: 400,
  body: { message: 'The request is malformed and could not be read.', code: 'MALFORMED_REQUEST' },
};

/**
 * Answers a request Node's parser could not read (a NUL byte or a bad character in a header, a
 * broken request line, headers too large, too slow) with the app's error shape. There is no
 * request nor reply yet: the answer is written to the socket, which is then closed, as Node does.
 */
function answerClientError(this: { log: { trace(obj: object, msg: string): void } }, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** Errors Fastify's router raises before a route is found (bad percent-encoding, a too long parameter). */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ message: 'The address holds an invalid %-encoding.', code: 'BAD_URL' } satisfies ApiErrorBody);
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ message: 'A part of the address is too long.', code: 'URL_TOO_LONG' } satisfies ApiErrorBody);
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
}

/** Fastify options that give the framework's own errors the app's `{ message, code }` shape. */
export const frameworkErrorOptions = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;
