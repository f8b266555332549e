import { API_ERROR_MESSAGES, ApiError } from '@safety-companion/contract/errors';
import { retryAfterMs } from '@safety-companion/contract/retry-after';
import ky, {
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  type ResponsePromise,
  SchemaValidationError,
  type SearchParamsOption,
  type StandardSchemaV1,
  type StandardSchemaV1InferOutput,
} from 'ky';
import type * as z from 'zod/mini';

/** How the client reaches the API. */
export interface ApiClientOptions {
  /** Where the API lives; paths are appended to it. Default `/api` (same origin). Node callers pass an absolute URL. */
  baseUrl?: string;
  /** The signed-in user's identity token, or nothing when nobody is signed in. */
  getIdToken?: () => Promise<string | null | undefined>;
  /** Longest time a whole call may take, in milliseconds. Default 10 000. */
  timeoutMs?: number;
  /**
   * The `fetch` the client calls (ky's `fetch` option); the global one by default. A page can answer a request
   * it already started itself, e.g. `(request, init) => earlyAnswer(request) ?? fetch(request, init)`.
   */
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /**
   * Solves the proof-of-work challenge a lookup is asked for while the server is under a guessing attack, and
   * answers the proof for the `X-Altcha` header. With it, `getSnapshot` solves and asks once more by itself, so a
   * hero is never locked out by other people's guessing; without it, such a lookup fails with the 429.
   */
  solveChallenge?: (challenge: unknown) => Promise<string>;
}

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/** Sends one call of the API: its path below the base address, a JSON body, the query and any extra headers. */
export type Send = (
  method: Method,
  path: string,
  body?: unknown,
  searchParams?: SearchParamsOption,
  headers?: Record<string, string>,
) => ResponsePromise;

const DEFAULT_TIMEOUT_MS = 10_000;

/** An empty body gives `{}`, JSON is parsed whatever the content type says, anything else is the text itself. */
function parseBody(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error text of a non-OK answer: 401 has its own; then the body's message, its error, the raw text, the status. */
function httpErrorMessage(status: number, body: unknown, text: string): string {
  if (status === 401) return API_ERROR_MESSAGES.unauthorized;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return text.trim() || API_ERROR_MESSAGES.httpStatus(status);
}

/** ky's `beforeError` hook: every failure of a call becomes the `ApiError` of the spec's error catalogue. */
function toApiError({ error }: { error: Error }): ApiError {
  if (isHTTPError<string>(error)) {
    // `data` is the raw text of the body (see `parseJson` below), or undefined for an empty one.
    const text = typeof error.data === 'string' ? error.data : '';
    const body = parseBody(text);
    const { status, headers } = error.response;
    // `Retry-After` in whole seconds, none below 0.
    const waitMs = retryAfterMs(headers.get('Retry-After'), Date.now());
    return new ApiError(httpErrorMessage(status, body, text), {
      kind: 'http',
      status,
      body,
      retryAfterSeconds: waitMs === undefined ? undefined : Math.max(0, Math.ceil(waitMs / 1000)),
      cause: error,
    });
  }
  if (isTimeoutError(error)) {
    return new ApiError(API_ERROR_MESSAGES.timeout, { kind: 'timeout', cause: error });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError(API_ERROR_MESSAGES.network, { kind: 'network', cause: error });
  }
  return new ApiError(error.message, { kind: 'network', cause: error });
}

/** The `Send` of a client: one ky instance with the options' address, deadline, token and error rules. */
export function createSend(options: ApiClientOptions): Send {
  const { getIdToken } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = ky.create({
    prefix: options.baseUrl ?? '/api',
    fetch: options.fetch,
    // One deadline for the whole call: the token, the request, any retry and reading the body.
    timeout: timeoutMs,
    totalTimeout: timeoutMs,
    // Reads may be retried once on a dropped connection; writes never are (no duplicate feedback).
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504], retryOnTimeout: false },
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // An answer is read by the spec's rule. An error body stays text: its message may be that raw text (a JSON
    // body without `message` or `error`), so `toApiError` parses it itself.
    parseJson: (text, { response }) => (response.ok ? parseBody(text) : text),
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          if (!getIdToken) return;
          try {
            const token = await getIdToken();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
          } catch (error) {
            console.warn('Could not get an identity token; sending the request without one.', error);
          }
        },
      ],
      beforeError: [toApiError],
    },
  });

  return (method, path, body, searchParams, headers) =>
    http(path.replace(/^\/+/, ''), {
      method,
      searchParams,
      // Passed only when given: ky would otherwise replace the client's own headers with none.
      ...(headers && { headers }),
      json: body,
    });
}

/** The input as the schema outputs it, or an `invalid-request` error naming the first wrong field. */
export function validated<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue ? [issue.path.join('.'), issue.message].filter(Boolean).join(': ') : 'Invalid input.';
  throw new ApiError(message, { kind: 'invalid-request', cause: parsed.error });
}

/**
 * The answer as ky's `.json(schema)` reads it. ky throws a schema's refusal past its `beforeError` hooks (the
 * request itself succeeded), so that one failure is turned into the client's `invalid-response` error here.
 */
export async function answer<T extends StandardSchemaV1>(
  call: ResponsePromise,
  schema: T,
): Promise<StandardSchemaV1InferOutput<T>> {
  try {
    return await call.json(schema);
  } catch (error) {
    if (!(error instanceof SchemaValidationError)) throw error;
    throw new ApiError(API_ERROR_MESSAGES.invalidResponse, { kind: 'invalid-response', cause: error });
  }
}

/** The path of one thing the API holds (`/statuses/{id}`); a blank id is refused before any request. */
export function itemPath(collection: string, id: string, name: string): string {
  if (id.trim() === '') throw new ApiError(`id: Missing ${name} id.`, { kind: 'invalid-request' });
  return `${collection}/${encodeURIComponent(id)}`;
}
