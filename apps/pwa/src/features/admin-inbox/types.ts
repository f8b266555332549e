import type { FEEDBACK_STATUSES } from '@safety-companion/api';

/** Which messages the inbox lists. */
export type InboxFilter = (typeof FEEDBACK_STATUSES)[number];
