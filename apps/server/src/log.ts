import type { MiddlewareHandler } from 'hono';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';

export type { Logger };

/** The levels a `LOG_LEVEL` may name, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/**
 * The server's log: one JSON line per event on stdout (or `destination`, for tests).
 *
 * @example
 * const logger = createLogger('info');
 * logger.info({ port: 8080 }, 'listening');
 */
export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}

/**
 * Logs every request as one line: method, path without the query string (access codes travel in it and must never
 * reach a log), status and duration in milliseconds.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  };
}

/** True when the request failed because the client hung up or its body timed out: nobody is left to answer. */
export function isClientGone(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || cause.message === 'aborted')
      return true;
  }
  return false;
}
