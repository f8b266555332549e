import {
  FEEDBACK_PAGE_LIMITS,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackPage,
  FeedbackUpdate,
} from '@safety-companion/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { BODY_ANSWERS, errorAnswer, jsonBody, operation, queryOf } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import type { FeedbackRecord } from '../store/store.js';
import { ADMIN_ANSWERS } from './admin.js';

const FEEDBACK_ID = "The feedback's id.";
const feedbackNotFound = errorAnswer('No such feedback.');
const FeedbackId = z.uuid();

/** The feedback's id of the path: a text that is no uuid names no feedback. */
function feedbackId(id: string): string {
  if (!FeedbackId.safeParse(id).success) throw httpError(404, ERROR_MESSAGES.feedbackNotFound);
  return id.toLowerCase();
}

/** A feedback as the inbox API answers it (the contract's `FeedbackItem`): no client key, ISO dates. */
export function toFeedbackItem(record: FeedbackRecord): FeedbackItem {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    subject: record.subject,
    body: record.body,
    location: record.location,
    createdAt: record.createdAt.toISOString(),
    handled: record.handledAt !== null,
    handledAt: record.handledAt?.toISOString() ?? null,
  };
}

// A cursor is the position of the last item of a page; it is opaque to clients so that it can change.
function encodeCursor(record: FeedbackRecord): string {
  return Buffer.from(JSON.stringify([record.createdAt.toISOString(), record.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(createdAt));
    if (typeof createdAt === 'string' && !Number.isNaN(date.getTime()) && typeof id === 'string') {
      if (/^[0-9a-f-]{36}$/i.test(id)) return { createdAt: date, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw httpError(400, ERROR_MESSAGES.badCursor);
}

/**
 * The feedback inbox (behind `requireAdmin`, set up by `adminRoutes`): `GET /api/admin/feedback` newest first,
 * one page at a time, filtered open/handled; `GET`, `PATCH { handled }` and `DELETE` `/api/admin/feedback/{id}`.
 */
export function adminFeedbackRoutes({ store, clock }: RouteDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    '/admin/feedback',
    operation({
      operationId: 'listFeedback',
      summary: 'A page of the feedback inbox, newest first.',
      signedIn: 'admin',
      responses: {
        200: { description: 'The page; `nextCursor` fetches the next one.', schema: FeedbackPage },
        400: errorAnswer('A wrong filter, limit or cursor.'),
        401: ADMIN_ANSWERS[401],
      },
    }),
    queryOf(FeedbackListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const limit = query.limit ?? FEEDBACK_PAGE_LIMITS.default;
      const records = await store.pageFeedback({
        status: query.status ?? 'all',
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: limit + 1,
      });
      const page = records.slice(0, limit);
      const last = page.at(-1);
      return c.json({
        items: page.map(toFeedbackItem),
        nextCursor: records.length > limit && last ? encodeCursor(last) : null,
      });
    },
  );

  app.get(
    '/admin/feedback/:id',
    operation({
      operationId: 'getFeedback',
      summary: 'One feedback.',
      signedIn: 'admin',
      id: FEEDBACK_ID,
      responses: {
        200: { description: 'The feedback.', schema: FeedbackItem },
        401: ADMIN_ANSWERS[401],
        404: feedbackNotFound,
      },
    }),
    async (c) => {
      const record = await store.findFeedback(feedbackId(c.req.param('id')));
      if (!record) throw httpError(404, ERROR_MESSAGES.feedbackNotFound);
      return c.json(toFeedbackItem(record));
    },
  );

  app.patch(
    '/admin/feedback/:id',
    operation({
      operationId: 'setFeedbackHandled',
      summary: 'Marks a feedback handled, or open again.',
      signedIn: 'admin',
      id: FEEDBACK_ID,
      responses: {
        200: { description: 'The updated feedback.', schema: FeedbackItem },
        ...BODY_ANSWERS,
        ...ADMIN_ANSWERS,
        404: feedbackNotFound,
      },
    }),
    jsonBody(FeedbackUpdate),
    async (c) => {
      const { handled } = c.req.valid('json');
      const id = feedbackId(c.req.param('id'));
      const current = await store.findFeedback(id);
      if (!current) throw httpError(404, ERROR_MESSAGES.feedbackNotFound);
      // Marking a handled item handled again keeps the moment it was first handled.
      const handledAt = handled ? (current.handledAt ?? new Date(clock())) : null;
      const record = await store.setFeedbackHandled(id, handledAt);
      if (!record) throw httpError(404, ERROR_MESSAGES.feedbackNotFound);
      return c.json(toFeedbackItem(record));
    },
  );

  app.delete(
    '/admin/feedback/:id',
    operation({
      operationId: 'deleteFeedback',
      summary: 'Deletes a feedback for good.',
      signedIn: 'admin',
      id: FEEDBACK_ID,
      responses: { 204: { description: 'Deleted.' }, ...ADMIN_ANSWERS, 404: feedbackNotFound },
    }),
    async (c) => {
      if (!(await store.deleteFeedback(feedbackId(c.req.param('id')))))
        throw httpError(404, ERROR_MESSAGES.feedbackNotFound);
      return c.body(null, 204);
    },
  );
  return app;
}
