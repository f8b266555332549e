import {
  ANSWER_REFUSAL_MESSAGES,
  API_ERROR_MESSAGES,
  LOOKUP_ERROR_MESSAGES,
  MAX_ALERTS_PER_STATUS,
  MAX_LIVE_STATUSES,
  PLACES_PER_HOLDER,
} from '@safety-companion/contract';
import { SITE_ERROR_MESSAGES } from '@safety-companion/hosting';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isClientGone, type Logger } from './log.js';
import { isStoreUnavailable } from './store/store.js';

/** How long a client should wait before asking again while the database cannot be reached (`Retry-After`, s). */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Every message the API answers with, in one table. Lookup texts are the site's own. */
export const ERROR_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  userNotFound: LOOKUP_ERROR_MESSAGES.notFound,
  // A refusal of a client's allowance says how long until a slot frees (the contract's `describeWait`).
  tooManyLookups: LOOKUP_ERROR_MESSAGES.tooManyAttemptsFor,
  tooMuchFeedback: (wait: string) => `Too many messages from this address. Please try again in ${wait}.`,
  bodyTooLarge: 'The request body is too large (at most 16 kB).',
  notJson: 'Send the body as JSON, with Content-Type: application/json.',
  malformedJson: 'The request body is not valid JSON.',
  notUtf8: 'The request body is not valid UTF-8 text.',
  notAnObject: 'The request body must be a JSON object.',
  repeatedParameter: (name: string) => `${name}: Send this parameter once.`,
  unknownFields: (names: readonly string[]) =>
    `${names.join(', ')}: Unknown field${names.length > 1 ? 's' : ''}.`,
  invalidCredentials: 'Invalid credentials.',
  tooManyFailedSignIns: (wait: string) => `Too many failed sign-ins. Please try again in ${wait}.`,
  signInRequired: 'Sign in first.',
  crossSite: 'Requests from other sites are refused.',
  feedbackNotFound: 'No such feedback.',
  badCursor: 'cursor: Not a cursor of this list; start again from the first page.',
  // The API client and the site know this text: it is the one a 401 always carries.
  authenticationRequired: API_ERROR_MESSAGES.unauthorized,
  statusEnded: LOOKUP_ERROR_MESSAGES.ended,
  tooManyStreams: 'Too many live statuses are open from this address. Close one, or refresh instead.',
  streamsFull: 'Live statuses are busy right now. The page refreshes instead; please try again shortly.',
  alertsOff: 'Alerts are off on this server.',
  noMapTiles: 'This site has no street map.',
  rangeNotSatisfiable: 'The range lies outside the file.',
  alertNotFound: 'No such alert subscription.',
  tooManyAlerts: `This status already sends alerts to ${MAX_ALERTS_PER_STATUS} browsers, the most it may.`,
  tooManyAcknowledgements: ANSWER_REFUSAL_MESSAGES.full,
  alertsClientFull: `This address already gets this status's alerts on ${PLACES_PER_HOLDER.perClient} browsers, the most one address may. Turn them off on one of them first.`,
  alertsNetworkFull: `This network already gets this status's alerts on ${PLACES_PER_HOLDER.perNetwork} browsers, the most one network may. Turn them off on one of them first.`,
  answersClientFull: ANSWER_REFUSAL_MESSAGES['client-full'],
  answersNetworkFull: ANSWER_REFUSAL_MESSAGES['network-full'],
  noAccessCode: 'Could not draw an unused access code. Please try again.',
  storeUnavailable: API_ERROR_MESSAGES.unavailable,
  tooManyStatuses: `You already have ${MAX_LIVE_STATUSES} live statuses, the most one account may have. Stop one to start another.`,
  badPath: SITE_ERROR_MESSAGES.badPath,
  clientGone: 'The request ended before its body arrived.',
  proofOfWorkNeeded:
    'Many wrong access codes are being tried right now. Solve the challenge and send the lookup again.',
  // The site's feedback form recognises this text as a server failure.
  internal: 'Internal Server Error',
} as const;

/**
 * An `HTTPException` carrying its answer, as Hono documents (`res`, read back with `getResponse()`): the JSON body
 * `{ message }` (plus `body`'s fields, such as a challenge to solve) and any extra headers (such as `Retry-After`).
 *
 * @example
 * throw httpError(404, ERROR_MESSAGES.userNotFound);
 */
export function httpError(
  status: ContentfulStatusCode,
  message: string,
  options: { headers?: Record<string, string>; cause?: unknown; body?: Record<string, unknown> } = {},
): HTTPException {
  const res = Response.json({ ...options.body, message }, { status, headers: options.headers });
  return new HTTPException(status, { message, res, cause: options.cause });
}

/**
 * The one error handler: `{ message }` as JSON, never a stack trace. A database that cannot be reached is a 503
 * with `Retry-After`; a client that hung up (or whose body timed out) is one warning line; other unexpected errors
 * are logged as one line each and answered 500.
 */
export const handleError =
  (logger: Logger): ErrorHandler =>
  async (error, c) => {
    if (error instanceof HTTPException) {
      // Hono's own exceptions (its middleware's) carry no JSON body: they get the API's `{ message }`.
      const res = error.res
        ? error.getResponse()
        : Response.json({ message: error.message || statusText(error.status) });
      // Through `c`, so that the headers set before the error (no-store, the security headers) stay on it; as
      // text, so that it goes out with its length rather than chunked.
      return c.newResponse(await res.text(), { status: error.status, headers: res.headers });
    }
    const request = { method: c.req.method, path: c.req.path };
    if (isStoreUnavailable(error)) {
      logger.warn(
        { ...request, reason: String((error as Error).cause ?? error) },
        'The database cannot be reached.',
      );
      c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      return c.json({ message: ERROR_MESSAGES.storeUnavailable }, 503);
    }
    if (isClientGone(error)) {
      logger.warn(
        { ...request, reason: (error as Error).message },
        'The client went away before its request was read.',
      );
      return c.json({ message: ERROR_MESSAGES.clientGone }, 400);
    }
    logger.error({ ...request, err: error }, 'The request failed.');
    return c.json({ message: ERROR_MESSAGES.internal }, 500);
  };

/** Unknown routes: a JSON 404 like every other error. */
export const handleNotFound: NotFoundHandler = (c: Context) =>
  c.json({ message: ERROR_MESSAGES.notFound }, 404);

function statusText(status: number): string {
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status === 413) return ERROR_MESSAGES.bodyTooLarge;
  if (status >= 500) return ERROR_MESSAGES.internal;
  return 'Bad request';
}
