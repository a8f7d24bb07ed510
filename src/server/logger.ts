import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import { urlForLog } from './http/request-id';
import { turnBatchedStdout } from './log-destination';

/**
 * What the pretty output leaves out of a line: a request's line says its method, path, status and time in
 * its message (OneLinePerRequest), so the objects behind them would only print the same again over many lines.
 */
const PRETTY_IGNORED = 'pid,hostname,req,res,responseTime,reqId';

/** Pino options: readable lines in the pretty format (links in mail logs are easy to click), JSON lines else. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>) {
  if (config.logLevel === 'silent') return false as const;
  if (config.logFormat === 'pretty') {
    return {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: PRETTY_IGNORED, singleLine: true },
      },
    };
  }
  return { level: config.logLevel };
}

/**
 * The API's logger: as loggerOptions, and outside development written to stdout asynchronously,
 * one write per turn of the event loop (see turnBatchedStdout), so a request does not wait for a
 * write to the terminal or the log collector. A kill -9 may lose the lines of the last moment.
 */
export function apiLoggerOptions(config: Config) {
  const options = loggerOptions(config);
  if (options === false) return options;
  const serializers = { req: requestForLog };
  if ('transport' in options) return { ...options, serializers };
  return { ...options, serializers, stream: turnBatchedStdout() };
}

/** A request in a log line: Fastify's fields, its URL without secrets (urlForLog). */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: urlForLog(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a successful answer of this route writes no request line (the health check, which a
     * load balancer calls every few seconds); a failed one (4xx, 5xx, an error) still does.
     */
    accessLog?: boolean;
  }
}

/** A request's line in the pretty format: `GET /api/gigs/search 200 4 ms`. */
export const requestLine = (method: string, url: string, status: number, ms: number): string =>
  `${method} ${url} ${status} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

/**
 * Fastify's request logging with one line per request instead of two: nothing on arrival, and
 * on completion the request (method, url, address) with its status and response time. In the pretty
 * format the line's message is the request itself (requestLine); in JSON it is 'request completed',
 * with the same fields.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly format: 'pretty' | 'json' = 'json') {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && reply.statusCode < 400 && request.routeOptions.config.accessLog === false) return;
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const message =
      this.format === 'pretty'
        ? requestLine(request.method, urlForLog(request.url), reply.statusCode, reply.elapsedTime)
        : 'request completed';
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, message);
  }
}
