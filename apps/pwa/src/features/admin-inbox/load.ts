import { type AdminClient, type FeedbackItem, type FeedbackPage, isApiError } from '@safety-companion/api';
import { redirect } from '@tanstack/react-router';
import { isSignedOut, LOGIN_REDIRECT } from './session';
import { inboxFilter } from './types';

/** What the dashboard's loader read: one message (`item` null when it no longer exists), or a list's first page. */
export type InboxData = { item: FeedbackItem | null } | { page: FeedbackPage };

/** The dashboard's `loader`: one message when `id` is set, else the first page of the list. */
export async function loadInbox(
  api: AdminClient,
  { status, id }: { status?: string; id?: string },
): Promise<InboxData> {
  try {
    if (id) return { item: await api.getFeedback(id) };
    return { page: await api.listFeedback({ status: inboxFilter(status) }) };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(LOGIN_REDIRECT);
    if (id && isApiError(error) && error.status === 404) return { item: null };
    throw error;
  }
}
