import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { API_ERROR_MESSAGES, ApiError } from './errors.js';
import { AccessCode, DEMO_ACCESS_CODE } from './schemas/access-code.js';
import {
  AdminCredentials,
  AdminSession,
  FeedbackItem,
  type FeedbackListQuery,
  FeedbackPage,
  type FeedbackUpdate,
} from './schemas/admin.js';
import { FeedbackInput, type FeedbackPayload } from './schemas/feedback.js';
import { StatusSnapshot } from './schemas/snapshot.js';
import { SAMPLE_SNAPSHOT } from './snapshot.js';

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
}

/** The API's answer to an accepted feedback. */
export interface FeedbackReceipt {
  id?: string;
}

/** The typed client of the Safety Companion API. Every failure rejects with `ApiError`. */
export interface ApiClient {
  get(path: string, options?: { searchParams?: SearchParams }): Promise<unknown>;
  delete(path: string, options?: { searchParams?: SearchParams }): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  put(path: string, body?: unknown): Promise<unknown>;
  patch(path: string, body?: unknown): Promise<unknown>;
  /** The status snapshot for a hero's access code; the demo code answers without calling the server. */
  getSnapshot(code: string): Promise<StatusSnapshot>;
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
}

/** The answer as the contract promises it, or an `invalid-response` error. */
function expectShape<T>(
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  data: unknown,
): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(API_ERROR_MESSAGES.invalidResponse, { kind: 'invalid-response', body: data });
  }
  return result.data;
}

const DEFAULT_TIMEOUT_MS = 10_000;

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/** An empty body gives `{}`, JSON is parsed, anything else is returned as the text (spec section 7). */
function parseBody(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function httpErrorMessage(status: number, body: unknown, text: string): string {
  if (status === 401) return API_ERROR_MESSAGES.unauthorized;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
    // JSON that names no message (`{}`, `{"code":7}`) says nothing to a person: the status says more.
    return API_ERROR_MESSAGES.httpStatus(status);
  }
  return text.trim() || API_ERROR_MESSAGES.httpStatus(status);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error) || isAbort(error)) {
    return new ApiError(API_ERROR_MESSAGES.timeout, { kind: 'timeout', cause: error });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError(API_ERROR_MESSAGES.network, { kind: 'network', cause: error });
  }
  if (isHTTPError(error)) {
    const status = error.response.status;
    return new ApiError(API_ERROR_MESSAGES.httpStatus(status), { kind: 'http', status, cause: error });
  }
  return new ApiError(error instanceof Error ? error.message : String(error), {
    kind: 'network',
    cause: error,
  });
}

/** Resolves with the value unless the signal aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Creates the API client.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://example.org/api', getIdToken: () => auth.currentUser?.getIdToken() });
 * const snapshot = await api.getSnapshot('abc123');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = ky.create({
    prefix: options.baseUrl ?? '/api',
    timeout: false,
    throwHttpErrors: false,
    // Reads may be retried once on a dropped connection; writes never are (no duplicate feedback).
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504], retryOnTimeout: false },
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  async function authorization(signal: AbortSignal): Promise<Record<string, string>> {
    if (!options.getIdToken) return {};
    try {
      const token = await untilAborted(options.getIdToken(), signal);
      return token ? { Authorization: `Bearer ${token}` } : {};
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn('Could not get an identity token; sending the request without one.', error);
      return {};
    }
  }

  async function call(
    method: Method,
    path: string,
    body: unknown,
    searchParams?: SearchParams,
  ): Promise<unknown> {
    // One deadline for the whole call: the token, the request, any retry and reading the body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const headers = await authorization(signal);
      const response = await http(path.replace(/^\/+/, ''), {
        method,
        headers,
        signal,
        searchParams,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await untilAborted(response.text(), signal);
      const data = parseBody(text);
      if (!response.ok) {
        throw new ApiError(httpErrorMessage(response.status, data, text), {
          kind: 'http',
          status: response.status,
          body: data,
        });
      }
      return data;
    } catch (error) {
      throw toApiError(error);
    }
  }

  const client: ApiClient = {
    get: (path, { searchParams } = {}) => call('get', path, undefined, searchParams),
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
      if (parsed.data === DEMO_ACCESS_CODE) return SAMPLE_SNAPSHOT;
      const data = await client.get('/getSnapshot', { searchParams: { accessCode: parsed.data } });
      const snapshot = StatusSnapshot.safeParse(data);
      if (!snapshot.success || typeof data !== 'object') {
        throw new ApiError(API_ERROR_MESSAGES.invalidResponse, { kind: 'invalid-response', body: data });
      }
      return snapshot.data;
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

    async adminLogin(credentials) {
      const parsed = AdminCredentials.safeParse(credentials);
      if (!parsed.success) {
        throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid credentials.', {
          kind: 'invalid-request',
          cause: parsed.error,
        });
      }
      await client.post('/admin/login', parsed.data);
    },
    adminSession: async () => expectShape(AdminSession, await client.get('/admin/session')),
    async adminLogout() {
      await client.post('/admin/logout');
    },
    async listFeedback(query = {}) {
      const searchParams: SearchParams = {};
      for (const [name, value] of Object.entries(query)) if (value !== undefined) searchParams[name] = value;
      return expectShape(FeedbackPage, await client.get('/admin/feedback', { searchParams }));
    },
    getFeedback: async (id) =>
      expectShape(FeedbackItem, await client.get(`/admin/feedback/${encodeURIComponent(id)}`)),
    updateFeedback: async (id, update) =>
      expectShape(FeedbackItem, await client.patch(`/admin/feedback/${encodeURIComponent(id)}`, update)),
    async deleteFeedback(id) {
      await client.delete(`/admin/feedback/${encodeURIComponent(id)}`);
    },
  };
  return client;
}
