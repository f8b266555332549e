import { FeedbackPayload } from '@safety-companion/contract';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../context.js';
import { ERROR_MESSAGES } from '../errors.js';
import { limitBody, parseWith, readJson } from '../request.js';
import { THROTTLE_RULES } from '../throttle.js';

/**
 * `POST /api/addFeedback`: stores a visitor's feedback and answers 201 with its id. Nothing is stored from a
 * request that is refused (too large, not JSON, invalid, or over the client's allowance).
 */
export function feedbackRoutes({ store, clock, throttle }: RouteDeps) {
  const app = new Hono<AppEnv>();
  app.post('/addFeedback', limitBody, async (c) => {
    const payload = parseWith(FeedbackPayload, await readJson(c));
    const clientKey = c.get('clientKey');
    const eventId = await throttle.take(THROTTLE_RULES.feedback, clientKey, ERROR_MESSAGES.tooMuchFeedback);
    try {
      const { id } = await store.addFeedback({ ...payload, clientKey }, new Date(clock()));
      return c.json({ id }, 201);
    } catch (error) {
      await throttle.release(eventId).catch(() => {});
      throw error;
    }
  });
  return app;
}
