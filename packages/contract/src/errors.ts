/** What went wrong with a call: the server answered with an error, the call ran out of time, the network failed,
 * the input was refused before sending, or the answer was not what the contract promises. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-request' | 'invalid-response';

/**
 * The one error every call of the API client rejects with. It lives in the contract, not with the client, so
 * that code which only explains a failure (`describeLookupError`) needs no HTTP client.
 *
 * @example
 * try { await api.getSnapshot('ABC123'); }
 * catch (error) { if (isApiError(error) && error.status === 404) console.log(error.message); }
 */
export class ApiError extends Error {
  override name = 'ApiError' as const;
  /** The HTTP status, for failures the server answered. */
  readonly status: number | undefined;
  readonly kind: ApiErrorKind;
  /** The parsed response body, for failures the server answered. */
  readonly body: unknown;
  /** How long the server asked the client to wait before trying again (its `Retry-After`), when it said so. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * Which failure it is, when the server or the contract's rule named it (the body's `code`, a field rule's code,
   * such as `full` or `withU`): a page words the failure by this code, never by matching `message`.
   */
  readonly code: string | undefined;

  constructor(
    message: string,
    options: {
      kind: ApiErrorKind;
      status?: number;
      body?: unknown;
      retryAfterSeconds?: number;
      code?: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.kind = options.kind;
    this.status = options.status;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.code = options.code;
  }
}

/**
 * True for an `ApiError`, also one from another copy of this code (checked by name as well as class): the
 * published packages each bundle their own.
 *
 * @example
 * if (isApiError(error) && error.kind === 'timeout') retryLater();
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).kind === 'string')
  );
}

/** The texts of the API client's errors, as the spec's error catalogue gives them for the API client. */
export const API_ERROR_MESSAGES = {
  unauthorized: 'Authentication required',
  httpStatus: (status: number) => `HTTP error! status: ${status}`,
  timeout: 'Request timed out. Please try again.',
  network: 'Network error: the server could not be reached.',
  invalidResponse: 'The server sent an answer that could not be read.',
  /** The server's 503 while its database cannot be reached (with `Retry-After`); the site shows it as temporary. */
  unavailable: 'The service is briefly unavailable. Please try again shortly.',
} as const;

/** The request header that carries a solved proof-of-work challenge (an ALTCHA payload, base64 JSON). */
export const PROOF_OF_WORK_HEADER = 'X-Altcha';

/** How `describeWait` words a wait; a page in another language gives its own. */
export interface WaitWords {
  oneMinute: string;
  minutes: (count: number) => string;
}

export const WAIT_WORDS: WaitWords = { oneMinute: 'a minute', minutes: (count) => `${count} minutes` };

/**
 * A wait in words for a sentence, rounded up to whole minutes: 'a minute' up to 60 seconds, then '2 minutes' and on.
 *
 * @example
 * `Please try again in ${describeWait(error.retryAfterSeconds)}.`; // 'Please try again in 14 minutes.' for 840
 */
export function describeWait(seconds: number, words: WaitWords = WAIT_WORDS): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? words.oneMinute : words.minutes(minutes);
}

/** A zod issue as far as `fieldRuleOf` reads it. */
export interface RuleIssue {
  readonly code: string;
  readonly params?: Record<string, unknown> | undefined;
}

/**
 * The code of the rule a field broke, which a page words in its own language: the code a contract rule set on its
 * issue (`params.code`, such as `invalid`, `controlCharacters`, `withU`), `required` for a missing or empty value,
 * `tooLong` for one over its limit; undefined for an issue no rule names (its message is shown as it is).
 *
 * @example
 * fieldRuleOf(FeedbackInput.safeParse({ name: '' }).error.issues[0]); // 'required'
 */
export function fieldRuleOf(issue: RuleIssue): string | undefined {
  const code = issue.params?.code;
  if (typeof code === 'string') return code;
  if (issue.code === 'invalid_type' || issue.code === 'too_small') return 'required';
  if (issue.code === 'too_big') return 'tooLong';
  return undefined;
}
