import { createLogger, type Logger, type ProxyOptions } from 'vite';

/** The seconds a call is told to wait (Retry-After) while the API server restarts: `node --watch` takes about one. */
export const API_RESTART_RETRY_AFTER_S = 1;

/** What a proxied call answers while the API server is not there (refused connection, as during a restart). */
export const API_RESTARTING = { error: 'The API is restarting. Try again in a moment.' };

/**
 * The dev server's `/api` proxy to the API server at `target`, and a Vite logger to go with it. While the API server
 * restarts, a call answers 503 with Retry-After (Vite's own answer is a 502), and the log says it once, in one line,
 * until a call goes through again, where Vite prints a stack trace for every call.
 */
export function apiProxy(target: string): { proxy: ProxyOptions; logger: Logger } {
  const logger = createLogger();
  const error = logger.error.bind(logger);
  let said = false;
  logger.error = (message, options) => {
    if (!message.includes('http proxy error')) return error(message, options);
    if (!said)
      logger.warn(`The API server at ${target} is not answering (restarting?): /api answers 503 meanwhile.`);
    said = true;
  };
  const proxy: ProxyOptions = {
    target,
    configure(server) {
      server.on('proxyRes', () => {
        said = false;
      });
      // Before Vite's own handler, which then leaves an answered call alone.
      server.on('error', (_error, _request, response) => {
        if (!('writeHead' in response) || response.headersSent || response.writableEnded) return;
        response
          .writeHead(503, {
            'Content-Type': 'application/json',
            'Retry-After': String(API_RESTART_RETRY_AFTER_S),
          })
          .end(JSON.stringify(API_RESTARTING));
      });
    },
  };
  return { proxy, logger };
}
