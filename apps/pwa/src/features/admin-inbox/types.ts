import { FEEDBACK_STATUSES } from '@safety-companion/api';

/** Which messages the inbox lists. */
export type InboxFilter = (typeof FEEDBACK_STATUSES)[number];

/** The filter an address asks for: a known one, else the open messages. */
export function inboxFilter(requested: string | undefined): InboxFilter {
  return FEEDBACK_STATUSES.find((known) => known === requested) ?? 'open';
}
