import * as z from 'zod/mini';
import { FEEDBACK_PAGE_LIMITS, FEEDBACK_STATUSES } from '../admin-constants.js';
import { FeedbackPayload } from './feedback.js';

/**
 * `GET /api/admin/session`: who is signed in.
 *
 * @example
 * AdminSession.parse({ username: 'admin' });
 */
export const AdminSession = z.object({ username: z.string() });
export type AdminSession = z.output<typeof AdminSession>;

/**
 * The query of `GET /api/admin/feedback`: a filter, the `nextCursor` of the previous page, and a page size.
 *
 * @example
 * FeedbackListQuery.parse({ status: 'open', limit: '10' }); // { status: 'open', limit: 10 }
 */
export const FeedbackListQuery = z.strictObject({
  status: z.optional(z.enum(FEEDBACK_STATUSES)),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  // A query parameter arrives as text; the client passes a number.
  limit: z.optional(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d{1,6}$/, 'Must be a whole number.'))]),
      z.pipe(
        z.transform((value: number | string) => Number(value)),
        z.number().check(z.int(), z.minimum(1), z.maximum(FEEDBACK_PAGE_LIMITS.max)),
      ),
    ),
  ),
});
export type FeedbackListQuery = z.output<typeof FeedbackListQuery>;

// A moment as `Date#toISOString` writes it. Not `z.iso.datetime()`: zod's namespaces (`iso`, `coerce`) make the
// bundler add a runtime helper chunk that splits the site's first load.
const IsoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/));

/**
 * One feedback as the inbox sees it: what the visitor sent, when (ISO 8601), and whether it is handled.
 *
 * @example
 * const item = FeedbackItem.parse(await api.get(`/admin/feedback/${id}`));
 */
export const FeedbackItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  location: FeedbackPayload.shape.location,
  createdAt: IsoDateTime,
  handled: z.boolean(),
  handledAt: z.nullable(IsoDateTime),
});
export type FeedbackItem = z.output<typeof FeedbackItem>;

/**
 * A page of the inbox, newest first; `nextCursor` fetches the next page, null on the last one.
 *
 * @example
 * const page = FeedbackPage.parse(await api.get('/admin/feedback', { searchParams: { status: 'open' } }));
 */
export const FeedbackPage = z.object({
  items: z.array(FeedbackItem),
  nextCursor: z.nullable(z.string()),
});
export type FeedbackPage = z.output<typeof FeedbackPage>;

/**
 * The body of `PATCH /api/admin/feedback/{id}`.
 *
 * @example
 * FeedbackUpdate.parse({ handled: true });
 */
export const FeedbackUpdate = z.strictObject({ handled: z.boolean('Send handled as true or false.') });
export type FeedbackUpdate = z.output<typeof FeedbackUpdate>;
