import { FeedbackPayload } from '@safety-companion/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES } from '../errors.js';
import { BODY_ANSWERS, errorAnswer, jsonBody, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import { THROTTLE_RULES } from '../throttle.js';

/**
 * `POST /api/addFeedback`: stores a visitor's feedback and answers 201 with its id. Nothing is stored from a
 * request that is refused (too large, not JSON, invalid, or over the client's allowance).
 */
export function feedbackRoutes({ store, clock, throttle }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.post(
    '/addFeedback',
    operation({
      operationId: 'addFeedback',
      summary: "A visitor's feedback.",
      responses: {
        201: { description: 'Stored.', schema: z.object({ id: z.string() }) },
        ...BODY_ANSWERS,
        429: errorAnswer('Too much feedback from this client.'),
      },
    }),
    jsonBody(FeedbackPayload),
    async (c) => {
      const payload = c.req.valid('json');
      const clientKey = c.get('clientKey');
      const eventId = await throttle.take(THROTTLE_RULES.feedback, clientKey, ERROR_MESSAGES.tooMuchFeedback);
      try {
        const { id } = await store.addFeedback({ ...payload, clientKey }, new Date(clock()));
        return c.json({ id }, 201);
      } catch (error) {
        await throttle.release(eventId).catch(() => {});
        throw error;
      }
    },
  );
  return app;
}
