// The admin's and the inbox's constants, in a module without zod: content pages and route options in the site's
// first load import them, and a page that takes one constant from a module takes all of its top-level code.

/**
 * Days a visitor's feedback is kept before the server's sweep deletes it; the server's default for
 * `FEEDBACK_RETENTION_DAYS` and the figure the privacy policy states.
 *
 * @example
 * `Feedback is kept for ${FEEDBACK_RETENTION_DAYS} days.`;
 */
export const FEEDBACK_RETENTION_DAYS = 365;

/**
 * Shortest password an admin account may have (set by the server's `admin:create`).
 *
 * @example
 * if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) console.error('Too short.');
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * The inbox filters: open (not handled yet), handled, or all.
 *
 * @example
 * FEEDBACK_STATUSES.includes(value); // a valid `status` query parameter
 */
export const FEEDBACK_STATUSES = ['open', 'handled', 'all'] as const;

/**
 * Most feedback items in one page of the inbox, and the default page size.
 *
 * @example
 * await api.listFeedback({ limit: FEEDBACK_PAGE_LIMITS.max });
 */
export const FEEDBACK_PAGE_LIMITS = { max: 100, default: 20 } as const;
