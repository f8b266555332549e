import { API_ERROR_MESSAGES, ApiError, fieldRuleOf } from '@safety-companion/contract/errors';
import { retryAfterMs } from '@safety-companion/contract/retry-after';
import ky, { isHTTPError, type SearchParamsOption } from 'ky';
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

/**
 * Sends one call of the API: its path below the base address, a JSON body, the query and any extra headers. Answers
 * the body as the spec reads it (see `parseBody`); every failure rejects with `ApiError`.
 */
export type Send = (
  method: Method,
  path: string,
  body?: unknown,
  searchParams?: SearchParamsOption,
  headers?: Record<string, string>,
) => Promise<unknown>;

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

/** The failure's code the server named (the body's `code`, such as a refusal's `full`), if it did. */
function codeOf(body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}

/** The call's deadline passed: the token, the request, any retry or reading the body took too long. */
class DeadlineError extends Error {}

/** Every failure of a call as the `ApiError` of the spec's error catalogue. */
async function toApiError(error: unknown): Promise<ApiError> {
  if (isHTTPError(error)) {
    const { status, headers } = error.response;
    // The body may never end: only the call's deadline stops reading it, and then the failure is the timeout.
    const text = await error.response.text();
    const body = parseBody(text);
    // `Retry-After` in whole seconds, none below 0.
    const waitMs = retryAfterMs(headers.get('Retry-After'), Date.now());
    return new ApiError(httpErrorMessage(status, body, text), {
      kind: 'http',
      status,
      body,
      retryAfterSeconds: waitMs === undefined ? undefined : Math.max(0, Math.ceil(waitMs / 1000)),
      code: codeOf(body),
      cause: error,
    });
  }
  if (error instanceof DeadlineError) {
    return new ApiError(API_ERROR_MESSAGES.timeout, { kind: 'timeout', cause: error });
  }
  if (error instanceof TypeError) {
    return new ApiError(API_ERROR_MESSAGES.network, { kind: 'network', cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(message, { kind: 'network', cause: error });
}

/** The `Send` of a client: one ky instance with the options' address, and one deadline, token and error rules. */
export function createSend(options: ApiClientOptions): Send {
  const { getIdToken } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = ky.create({
    prefixUrl: options.baseUrl ?? '/api',
    fetch: options.fetch,
    // The call's own deadline (below) covers the token, the request, any retry and reading the body.
    timeout: false,
    // Reads may be retried once on a dropped connection; writes never are (no duplicate feedback).
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  /** The identity token, or none: a failure to get one is logged and the request goes without. */
  async function idToken(): Promise<string | null | undefined> {
    try {
      return await getIdToken?.();
    } catch (error) {
      console.warn('Could not get an identity token; sending the request without one.', error);
      return undefined;
    }
  }

  return async (method, path, body, searchParams, extraHeaders) => {
    const deadline = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new DeadlineError(`No answer within ${timeoutMs} ms`);
        deadline.abort(error);
        reject(error);
      }, timeoutMs);
    });
    const call = async () => {
      const token = await idToken();
      const headers = { ...extraHeaders, ...(token && { Authorization: `Bearer ${token}` }) };
      const response = await http(path.replace(/^\/+/, ''), {
        method,
        searchParams,
        // Passed only when there are some: ky would otherwise replace the client's own headers with none.
        ...(Object.keys(headers).length > 0 && { headers }),
        json: body,
        signal: deadline.signal,
      });
      return parseBody(await response.text());
    };
    try {
      return await Promise.race([call(), expired]);
    } catch (error) {
      throw await Promise.race([toApiError(error), expired.catch(toApiError)]);
    } finally {
      clearTimeout(timer);
    }
  };
}
/**
 * The input as the schema outputs it, or an `invalid-request` error naming the first wrong field, with the code of
 * the rule it broke (`fieldRuleOf`).
 */
export function validated<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue ? [issue.path.join('.'), issue.message].filter(Boolean).join(': ') : 'Invalid input.';
  throw new ApiError(message, {
    kind: 'invalid-request',
    code: issue && fieldRuleOf(issue),
    cause: parsed.error,
  });
}

/** The answer as the schema outputs it, or the client's `invalid-response` error. */
export async function answer<T extends z.ZodMiniType>(
  call: Promise<unknown>,
  schema: T,
): Promise<z.output<T>> {
  const parsed = schema.safeParse(await call);
  if (parsed.success) return parsed.data;
  throw new ApiError(API_ERROR_MESSAGES.invalidResponse, { kind: 'invalid-response', cause: parsed.error });
}

/** The path of one thing the API holds (`/statuses/{id}`); a blank id is refused before any request. */
export function itemPath(collection: string, id: string, name: string): string {
  if (id.trim() === '') throw new ApiError(`id: Missing ${name} id.`, { kind: 'invalid-request' });
  return `${collection}/${encodeURIComponent(id)}`;
}
