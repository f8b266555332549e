import {
  AccessCode,
  Acknowledgement,
  AcknowledgementInput,
  AdminCredentials,
  AdminSession,
  AlertKey,
  AlertSubscribed,
  AlertSubscriptionInput,
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
  LOOKUP_PATHS,
  lookupPath,
  MAP_SETUP_PATH,
  MapSetup,
  PROOF_OF_WORK_HEADER,
  retryAfterMs,
  StatusCreated,
  StatusCreateInput,
  StatusOverview,
  StatusSnapshot,
  StatusUpdated,
  StatusUpdateInput,
  sampleSnapshotAt,
} from '@safety-companion/contract';
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
import * as z from 'zod/mini';

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
  /**
   * The status snapshot for a hero's access code; the demo code answers without calling the server, with the sample
   * as of now (`sampleSnapshotAt`: its countdown runs, its last update a moment ago).
   */
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

  /** The server's VAPID public key (base64url), a browser's `applicationServerKey`; 503 while alerts are off. */
  alertKey(): Promise<AlertKey>;
  /** Sends a browser's push subscription for a status (judged as a lookup of its code); answers its id. */
  subscribeAlerts(input: AlertSubscriptionInput): Promise<AlertSubscribed>;
  /** Ends an alert subscription: nothing more is pushed to that browser. */
  stopAlerts(id: string): Promise<void>;

  /**
   * Whether the site has a street map for the lookup's map: the absolute address of its PMTiles file on the API's
   * origin, or null without one (`MAP_TILES` unset).
   */
  getMapSetup(): Promise<MapSetup>;
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

/** The input as the schema outputs it, or an `invalid-request` error naming the first wrong field. */
function validated<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
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
async function answer<T extends StandardSchemaV1>(
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

/** What the server answers to an accepted feedback: its id as text when it gives one, else nothing. */
const FeedbackReceiptAnswer = z.catch(
  z.object({ id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))) }),
  {},
);

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

function alertPath(id: string): string {
  if (id.trim() === '') throw new ApiError('id: Missing alert id.', { kind: 'invalid-request' });
  return `/alerts/${encodeURIComponent(id)}`;
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

  function request(
    method: Method,
    path: string,
    body?: unknown,
    searchParams?: SearchParamsOption,
    headers?: Record<string, string>,
  ): ResponsePromise {
    return http(path.replace(/^\/+/, ''), {
      method,
      searchParams,
      // Passed only when given: ky would otherwise replace the client's own headers with none.
      ...(headers && { headers }),
      json: body,
    });
  }

  /**
   * A call that looks an access code up: when the server asks for a proof of work (its guess budget) and the client
   * can solve one, it is solved and the call sent once more with it.
   */
  async function withProofOfWork<T>(send: (headers?: Record<string, string>) => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      const challenge = proofOfWorkChallenge(error);
      if (challenge === undefined || !options.solveChallenge) throw error;
      const proof = await options.solveChallenge(challenge);
      return send({ [PROOF_OF_WORK_HEADER]: proof });
    }
  }

  /** A path the server names from its origin's root (`/api/map/tiles.pmtiles`), as an address on the API's origin. */
  function onApiOrigin(path: string): string {
    const page = globalThis.location?.href ?? 'http://localhost/';
    return new URL(path, new URL(options.baseUrl ?? '/api', page)).href;
  }

  async function lookUp(code: string): Promise<StatusSnapshot> {
    const accessCode = validated(AccessCode, code);
    // The demo, as of now: its countdown runs and it was updated a moment ago.
    if (accessCode === DEMO_ACCESS_CODE) return sampleSnapshotAt(Date.now());
    // The address as the page's start script and the live stream build it (`./addresses`).
    const path = lookupPath(LOOKUP_PATHS.snapshot, accessCode);
    return withProofOfWork((headers) =>
      answer(request('get', path, undefined, undefined, headers), StatusSnapshot),
    );
  }

  return {
    get: (path, { searchParams, headers } = {}) =>
      request('get', path, undefined, searchParams, headers).json(),
    delete: (path, { searchParams } = {}) => request('delete', path, undefined, searchParams).json(),
    post: (path, body) => request('post', path, body).json(),
    put: (path, body) => request('put', path, body).json(),
    patch: (path, body) => request('patch', path, body).json(),

    getSnapshot: lookUp,

    async acknowledge(input) {
      const body = validated(AcknowledgementInput, input);
      if (body.accessCode === DEMO_ACCESS_CODE) {
        return { kind: body.kind, name: body.name ?? null, at: new Date().toISOString() };
      }
      return withProofOfWork((headers) =>
        answer(request('post', '/acknowledgements', body, undefined, headers), Acknowledgement),
      );
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
      return answer(request('post', '/addFeedback', payload), FeedbackReceiptAnswer);
    },

    async adminLogin(credentials) {
      await request('post', '/admin/login', validated(AdminCredentials, credentials)).json();
    },
    adminSession: () => answer(request('get', '/admin/session'), AdminSession),
    async adminLogout() {
      await request('post', '/admin/logout').json();
    },
    listFeedback: (query = {}) => answer(request('get', '/admin/feedback', undefined, query), FeedbackPage),
    getFeedback: async (id) => answer(request('get', feedbackPath(id)), FeedbackItem),
    updateFeedback: async (id, update) =>
      answer(request('patch', feedbackPath(id), validated(FeedbackUpdate, update)), FeedbackItem),
    async deleteFeedback(id) {
      await request('delete', feedbackPath(id)).json();
    },

    createStatus: async (input) =>
      answer(request('post', '/statuses', validated(StatusCreateInput, input)), StatusCreated),
    updateStatus: async (id, input) =>
      answer(request('patch', statusPath(id), validated(StatusUpdateInput, input)), StatusUpdated),
    getStatus: async (id) => answer(request('get', statusPath(id)), StatusOverview),
    async stopStatus(id) {
      await request('delete', statusPath(id)).json();
    },

    alertKey: () => answer(request('get', '/alerts/key'), AlertKey),
    async subscribeAlerts(input) {
      const body = validated(AlertSubscriptionInput, input);
      return withProofOfWork((headers) =>
        answer(request('post', '/alerts', body, undefined, headers), AlertSubscribed),
      );
    },
    async stopAlerts(id) {
      await request('delete', alertPath(id)).json();
    },

    async getMapSetup() {
      const { tiles } = await answer(request('get', MAP_SETUP_PATH), MapSetup);
      return { tiles: tiles === null ? null : onApiOrigin(tiles) };
    },
  };
}
