import {
  AdminCredentials,
  AdminSession,
  FeedbackItem,
  type FeedbackListQuery,
  FeedbackPage,
  FeedbackUpdate,
} from '@safety-companion/contract/admin';
import { type ApiClientOptions, answer, createSend, itemPath, type Send, validated } from './transport.js';

/** The admin's calls: signing in and out, and the feedback inbox. Every failure rejects with `ApiError`. */
export interface AdminClient {
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

const feedbackPath = (id: string) => itemPath('/admin/feedback', id, 'feedback');

/** The admin's calls over a client's `send` (`createApiClient` holds them too). */
export function adminCalls(send: Send): AdminClient {
  return {
    async adminLogin(credentials) {
      await send('post', '/admin/login', validated(AdminCredentials, credentials));
    },
    adminSession: () => answer(send('get', '/admin/session'), AdminSession),
    async adminLogout() {
      await send('post', '/admin/logout');
    },
    listFeedback: (query = {}) => answer(send('get', '/admin/feedback', undefined, query), FeedbackPage),
    getFeedback: async (id) => answer(send('get', feedbackPath(id)), FeedbackItem),
    updateFeedback: async (id, update) =>
      answer(send('patch', feedbackPath(id), validated(FeedbackUpdate, update)), FeedbackItem),
    async deleteFeedback(id) {
      await send('delete', feedbackPath(id));
    },
  };
}

/**
 * A client of the admin's calls alone: a page that only signs in or reads the inbox loads none of the other
 * calls' schemas (statuses, lookups, alerts).
 *
 * @example
 * const admin = createAdminClient({ baseUrl: 'https://example.org/api' });
 * const { items } = await admin.listFeedback({ status: 'open' });
 */
export function createAdminClient(options: ApiClientOptions = {}): AdminClient {
  return adminCalls(createSend(options));
}
