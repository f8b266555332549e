import {
  AccessCode,
  Acknowledgement,
  AcknowledgementInput,
  AdminCredentials,
  AdminSession,
  API_ERROR_MESSAGES,
  ApiError,
  DEMO_ACCESS_CODE,
  FeedbackInput,
  FeedbackItem,
  type FeedbackListQuery,
  FeedbackPage,
  type FeedbackPayload,
  FeedbackUpdate,
  isApiError,
  PROOF_OF_WORK_HEADER,
  sampleSnapshotAt,
  StatusCreated,
  StatusCreateInput,
  StatusOverview,
  StatusSnapshot,
  StatusUpdated,
  StatusUpdateInput,
} from '@safety-companion/contract';
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type * as z from 'zod/mini';

/** Query parameters of a GET or DELETE call. */
export type SearchParams = Record<string, string | number | boolean>;

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

/** The API's answer to an accepted feedback. */
export interface FeedbackReceipt {
  id?: string;
}

/** The typed client of the Safety Companion API. Every failure rejects with `ApiError`. */
export interface ApiClient {
  get(
    path: string,
    options?: { searchParams?: SearchParams; headers?: Record<string, string> },
  ): Promise<unknown>;
  delete(path: string, options?: { searchParams?: SearchParams }): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  put(path: string, body?: unknown): Promise<unknown>;
  patch(path: string, body?: unknown): Promise<unknown>;
  /** The status snapshot for a hero's access code; the demo code answers without calling the server. */
  getSnapshot(code: string): Promise<StatusSnapshot>;
  /**
   * A hero's answer under the status of an access code (`seen`, `on-the-way`, `called-emergency-services`, an
   * optional name, the device's hero id); answers the stored answer. Looked up as `getSnapshot` looks the code up
   * (proof of work included); the demo code answers without calling the server.
   */
  acknowledge(input: AcknowledgementInput): Promise<Acknowledgement>;
  /** Sends a visitor's feedback, validated first, with `location: 'web'`. */
  addFeedback(input: FeedbackInput): Promise<FeedbackReceipt>;
  /** Signs an admin in: the server answers with a session cookie (same origin only). */
  adminLogin(credentials: AdminCredentials): Promise<void>;
  /** Who is signed in; rejects with status 401 when nobody is. */
  adminSession(): Promise<AdminSession>;
  /** Ends the admin's session on the server. */
  adminLogout(): Promise<void>;
  /** A page of the feedback inbox, newest first. */
  listFeedback(query?: FeedbackListQuery): Promise<FeedbackPage>;
  /** One feedback of the inbox. */
  getFeedback(id: string): Promise<FeedbackItem>;
  /** Marks a feedback handled or open again; answers with the updated item. */
  updateFeedback(id: string, update: FeedbackUpdate): Promise<FeedbackItem>;
  /** Deletes a feedback for good. */
  deleteFeedback(id: string): Promise<void>;
  /** Starts a status as the signed-in user (the mobile app); answers its id and the heroes' access code. */
  createStatus(input: StatusCreateInput): Promise<StatusCreated>;
  /** Changes fields of the user's status (location, emergency, …); answers the snapshot heroes now see. */
  updateStatus(id: string, input: StatusUpdateInput): Promise<StatusUpdated>;
  /** The user's status as heroes see it, with every answer the heroes gave, newest first. */
  getStatus(id: string): Promise<StatusOverview>;
  /** Stops the user's status: the server deletes it at once. */
  stopStatus(id: string): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

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

/** `Retry-After` in seconds, from its two forms (seconds, or an HTTP date); undefined when absent or unreadable. */
function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function toApiError(error: unknown): ApiError {
  if (isHTTPError<string>(error)) {
    // `data` is the raw text of the body (see `parseJson` below), or undefined for an empty one.
    const text = typeof error.data === 'string' ? error.data : '';
    const body = parseBody(text);
    const { status, headers } = error.response;
    return new ApiError(httpErrorMessage(status, body, text), {
      kind: 'http',
      status,
      body,
      retryAfterSeconds: retryAfterSeconds(headers),
      cause: error,
    });
  }
  if (isTimeoutError(error)) {
    return new ApiError(API_ERROR_MESSAGES.timeout, { kind: 'timeout', cause: error });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError(API_ERROR_MESSAGES.network, { kind: 'network', cause: error });
  }
  return new ApiError(error instanceof Error ? error.message : String(error), {
    kind: 'network',
    cause: error,
  });
}

/** The input as the schema outputs it, or an `invalid-request` error naming the first wrong field. */
function validated<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue ? [issue.path.join('.'), issue.message].filter(Boolean).join(': ') : 'Invalid input.';
  throw new ApiError(message, { kind: 'invalid-request', cause: parsed.error });
}

/** The answer as the schema reads it, or an `invalid-response` error when it is not what the contract promises. */
function validAnswer<T extends z.ZodMiniType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(API_ERROR_MESSAGES.invalidResponse, { kind: 'invalid-response', body: data });
  }
  return parsed.data;
}

function feedbackPath(id: string): string {
  if (id.trim() === '') throw new ApiError('id: Missing feedback id.', { kind: 'invalid-request' });
  return `/admin/feedback/${encodeURIComponent(id)}`;
}

/** The challenge of a 429 that asks for a proof of work (the server's guess budget), or undefined. */
function proofOfWorkChallenge(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'challenge' in body && body.challenge
    ? body.challenge
    : undefined;
}

function statusPath(id: string): string {
  if (id.trim() === '') throw new ApiError('id: Missing status id.', { kind: 'invalid-request' });
  return `/statuses/${encodeURIComponent(id)}`;
}

/**
 * Creates the API client.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://example.org/api', getIdToken: () => auth.currentUser?.getIdToken() });
 * const snapshot = await api.getSnapshot('abc123');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
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
    // ky parses a JSON error body itself; the error text may need the raw text as well (a JSON body without
    // `message` or `error` gives its text), so `HTTPError.data` keeps the text and `toApiError` parses it.
    // Successful bodies are read with `.text()` and parsed by `parseBody`, never by this.
    parseJson: (text) => text,
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
    },
  });

  async function call(
    method: Method,
    path: string,
    body: unknown,
    searchParams?: SearchParams,
    headers?: Record<string, string>,
  ): Promise<unknown> {
    try {
      const text = await http(path.replace(/^\/+/, ''), {
        method,
        searchParams,
        // Passed only when given: ky would otherwise replace the client's own headers with none.
        ...(headers && { headers }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }).text();
      return parseBody(text);
    } catch (error) {
      throw toApiError(error);
    }
  }

  /**
   * A call that looks an access code up: when the server asks for a proof of work (its guess budget) and the client
   * can solve one, it is solved and the call sent once more with it.
   */
  async function lookupCall(send: (headers?: Record<string, string>) => Promise<unknown>): Promise<unknown> {
    try {
      return await send();
    } catch (error) {
      const challenge = proofOfWorkChallenge(error);
      if (challenge === undefined || !options.solveChallenge) throw error;
      const proof = await options.solveChallenge(challenge);
      return send({ [PROOF_OF_WORK_HEADER]: proof });
    }
  }

  const client: ApiClient = {
    get: (path, { searchParams, headers } = {}) => call('get', path, undefined, searchParams, headers),
    delete: (path, { searchParams } = {}) => call('delete', path, undefined, searchParams),
    post: (path, body) => call('post', path, body),
    put: (path, body) => call('put', path, body),
    patch: (path, body) => call('patch', path, body),

    async getSnapshot(code) {
      const parsed = AccessCode.safeParse(code);
      if (!parsed.success) {
        throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid access code.', {
          kind: 'invalid-request',
          cause: parsed.error,
        });
      }
      if (parsed.data === DEMO_ACCESS_CODE) return sampleSnapshotAt(Date.now());
      const searchParams = { accessCode: parsed.data };
      const data = await lookupCall((headers) => client.get('/getSnapshot', { searchParams, headers }));
      const snapshot = StatusSnapshot.safeParse(data);
      if (!snapshot.success || typeof data !== 'object') {
        throw new ApiError(API_ERROR_MESSAGES.invalidResponse, { kind: 'invalid-response', body: data });
      }
      return snapshot.data;
    },

    async acknowledge(input) {
      const answer = validated(AcknowledgementInput, input);
      if (answer.accessCode === DEMO_ACCESS_CODE) {
        return { kind: answer.kind, name: answer.name ?? null, at: new Date().toISOString() };
      }
      const data = await lookupCall((headers) => call('post', '/acknowledgements', answer, undefined, headers));
      return validAnswer(Acknowledgement, data);
    },

    async addFeedback(input) {
      const parsed = FeedbackInput.safeParse(input);
      if (!parsed.success) {
        throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid feedback.', {
          kind: 'invalid-request',
          cause: parsed.error,
        });
      }
      const { name, email, subject, body } = parsed.data;
      const payload: FeedbackPayload = { location: 'web', email, subject, body, name };
      const data = await client.post('/addFeedback', payload);
      const id = data && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
      return typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {};
    },

    adminLogin: async (credentials) => {
      await client.post('/admin/login', validated(AdminCredentials, credentials));
    },
    adminSession: async () => validAnswer(AdminSession, await client.get('/admin/session')),
    async adminLogout() {
      await client.post('/admin/logout');
    },
    async listFeedback(query = {}) {
      const searchParams: SearchParams = {};
      for (const [name, value] of Object.entries(query)) if (value !== undefined) searchParams[name] = value;
      return validAnswer(FeedbackPage, await client.get('/admin/feedback', { searchParams }));
    },
    getFeedback: async (id) => validAnswer(FeedbackItem, await client.get(feedbackPath(id))),
    updateFeedback: async (id, update) =>
      validAnswer(FeedbackItem, await client.patch(feedbackPath(id), validated(FeedbackUpdate, update))),
    async deleteFeedback(id) {
      await client.delete(feedbackPath(id));
    },

    async createStatus(input) {
      const data = await client.post('/statuses', validated(StatusCreateInput, input));
      return validAnswer(StatusCreated, data);
    },

    async updateStatus(id, input) {
      const data = await client.patch(statusPath(id), validated(StatusUpdateInput, input));
      return validAnswer(StatusUpdated, data);
    },

    getStatus: async (id) => validAnswer(StatusOverview, await client.get(statusPath(id))),

    async stopStatus(id) {
      await client.delete(statusPath(id));
    },
  };
  return client;
}
