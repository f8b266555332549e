import {
  AccessCode,
  Acknowledgement,
  AcknowledgementInput,
  AlertKey,
  AlertSubscribed,
  AlertSubscriptionInput,
  ApiError,
  DEMO_ACCESS_CODE,
  FeedbackInput,
  type FeedbackPayload,
  fieldRuleOf,
  isApiError,
  LOOKUP_PATHS,
  lookupPath,
  MAP_SETUP_PATH,
  MapSetup,
  PageId,
  PositionRequest,
  PositionRequestInput,
  PROOF_OF_WORK_HEADER,
  StatusCreated,
  StatusCreateInput,
  StatusOverview,
  StatusSnapshot,
  StatusUpdated,
  StatusUpdateInput,
  sampleSnapshotAt,
} from '@safety-companion/contract';
import * as z from 'zod/mini';
import { type AdminClient, adminCalls } from './admin-client.js';
import { type ApiClientOptions, answer, createSend, itemPath, validated } from './transport.js';

/** Query parameters of a GET or DELETE call. */
export type SearchParams = Record<string, string | number | boolean>;

/** The API's answer to an accepted feedback. */
export interface FeedbackReceipt {
  id?: string;
}

/** The typed client of the Safety Companion API, the admin's calls included. Every failure rejects with `ApiError`. */
export interface ApiClient extends AdminClient {
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
  getSnapshot(code: string, options?: { page?: string }): Promise<StatusSnapshot>;
  /**
   * A hero's answer under the status of an access code (`seen`, `on-the-way`, `called-emergency-services`, an
   * optional name, the device's hero id); answers the stored answer. Looked up as `getSnapshot` looks the code up
   * (proof of work included); the demo code answers without calling the server.
   */
  acknowledge(input: AcknowledgementInput): Promise<Acknowledgement>;
  /**
   * A hero asks the person's phone for a fresh position (`hero`: the device's id, whose answer gives the request
   * its name); answers the recorded request. Looked up as `getSnapshot` looks the code up; 429 with `Retry-After`
   * when one came too soon (`POSITION_REQUEST_REFUSALS`). The demo code answers without calling the server.
   */
  requestPosition(input: PositionRequestInput): Promise<PositionRequest>;
  /** Sends a visitor's feedback, validated first, with `location: 'web'`. */
  addFeedback(input: FeedbackInput): Promise<FeedbackReceipt>;
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

/** What the server answers to an accepted feedback: its id as text when it gives one, else nothing. */
const FeedbackReceiptAnswer = z.catch(
  z.object({ id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))) }),
  {},
);

/** The challenge of a 429 that asks for a proof of work (the server's guess budget), or undefined. */
function proofOfWorkChallenge(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'challenge' in body && body.challenge
    ? body.challenge
    : undefined;
}

const alertPath = (id: string) => itemPath('/alerts', id, 'alert');
const statusPath = (id: string) => itemPath('/statuses', id, 'status');

/**
 * Creates the API client.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://example.org/api', getIdToken: () => auth.currentUser?.getIdToken() });
 * const snapshot = await api.getSnapshot('abc123');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const send = createSend(options);

  /**
   * A call that looks an access code up: when the server asks for a proof of work (its guess budget) and the client
   * can solve one, it is solved and the call sent once more with it.
   */
  async function withProofOfWork<T>(call: (headers?: Record<string, string>) => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const challenge = proofOfWorkChallenge(error);
      if (challenge === undefined || !options.solveChallenge) throw error;
      const proof = await options.solveChallenge(challenge);
      return call({ [PROOF_OF_WORK_HEADER]: proof });
    }
  }

  /** A path the server names from its origin's root (`/api/map/tiles.pmtiles`), as an address on the API's origin. */
  function onApiOrigin(path: string): string {
    const page = globalThis.location?.href ?? 'http://localhost/';
    return new URL(path, new URL(options.baseUrl ?? '/api', page)).href;
  }

  async function lookUp(code: string, options: { page?: string } = {}): Promise<StatusSnapshot> {
    const accessCode = validated(AccessCode, code);
    // The demo, as of now: its countdown runs and it was updated a moment ago.
    if (accessCode === DEMO_ACCESS_CODE) return sampleSnapshotAt(Date.now());
    // The address as the page's start script and the live stream build it (`./addresses`).
    // A page that polls sends its random page id (`PageId`), to count as one that has the status open.
    const page =
      options.page === undefined ? '' : `&${new URLSearchParams({ page: validated(PageId, options.page) })}`;
    const path = `${lookupPath(LOOKUP_PATHS.snapshot, accessCode)}${page}`;
    return withProofOfWork((headers) =>
      answer(send('get', path, undefined, undefined, headers), StatusSnapshot),
    );
  }

  return {
    get: (path, { searchParams, headers } = {}) => send('get', path, undefined, searchParams, headers),
    delete: (path, { searchParams } = {}) => send('delete', path, undefined, searchParams),
    post: (path, body) => send('post', path, body),
    put: (path, body) => send('put', path, body),
    patch: (path, body) => send('patch', path, body),

    getSnapshot: lookUp,

    async acknowledge(input) {
      const body = validated(AcknowledgementInput, input);
      if (body.accessCode === DEMO_ACCESS_CODE) {
        return {
          kind: body.kind,
          name: body.name ?? null,
          at: new Date().toISOString(),
          eta: body.eta ?? null,
        };
      }
      return withProofOfWork((headers) =>
        answer(send('post', '/acknowledgements', body, undefined, headers), Acknowledgement),
      );
    },

    async requestPosition(input) {
      const body = validated(PositionRequestInput, input);
      if (body.accessCode === DEMO_ACCESS_CODE)
        return { name: null, at: new Date().toISOString(), declinedAt: null };
      return withProofOfWork((headers) =>
        answer(send('post', '/position-requests', body, undefined, headers), PositionRequest),
      );
    },

    async addFeedback(input) {
      const parsed = FeedbackInput.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ApiError(issue?.message ?? 'Invalid feedback.', {
          kind: 'invalid-request',
          code: issue && fieldRuleOf(issue),
          cause: parsed.error,
        });
      }
      const { name, email, subject, body } = parsed.data;
      const payload: FeedbackPayload = { location: 'web', email, subject, body, name };
      return answer(send('post', '/addFeedback', payload), FeedbackReceiptAnswer);
    },

    ...adminCalls(send),

    createStatus: async (input) =>
      answer(send('post', '/statuses', validated(StatusCreateInput, input)), StatusCreated),
    updateStatus: async (id, input) =>
      answer(send('patch', statusPath(id), validated(StatusUpdateInput, input)), StatusUpdated),
    getStatus: async (id) => answer(send('get', statusPath(id)), StatusOverview),
    async stopStatus(id) {
      await send('delete', statusPath(id));
    },

    alertKey: () => answer(send('get', '/alerts/key'), AlertKey),
    async subscribeAlerts(input) {
      const body = validated(AlertSubscriptionInput, input);
      return withProofOfWork((headers) =>
        answer(send('post', '/alerts', body, undefined, headers), AlertSubscribed),
      );
    },
    async stopAlerts(id) {
      await send('delete', alertPath(id));
    },

    async getMapSetup() {
      const { tiles } = await answer(send('get', MAP_SETUP_PATH), MapSetup);
      return { tiles: tiles === null ? null : onApiOrigin(tiles) };
    },
  };
}
