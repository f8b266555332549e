import { randomUUID } from 'node:crypto';
import {
  POSITION_REQUEST_LIMITS,
  POSITION_REQUEST_REFUSALS,
  PositionRequest,
  PositionRequestInput,
  PROOF_OF_WORK_HEADER,
} from '@safety-companion/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { createLookUp, LOOKUP_REFUSALS, PROOF_OF_WORK_DESCRIPTION } from '../lookup.js';
import { BODY_ANSWERS, jsonBody, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import { holderOf } from '../status-rules.js';

/**
 * `POST /api/position-requests`: a hero asks the phone of the status of an access code for a fresh position. The
 * code is looked up exactly as `getSnapshot` looks it up. The request is recorded with the name the hero (`hero`,
 * the page's id) gave with an answer, and is a change of the status: every hero's page hears of it, and the app
 * gets it in the snapshot of its next update and of `GET /api/statuses/{id}` (`positionRequest`). One per hero and
 * per client every 2 minutes, one per status every 30 s, at most one waiting per status: else 429 with
 * `Retry-After`, saying which (`POSITION_REQUEST_REFUSALS`).
 */
export function positionRequestRoutes(deps: RouteDeps) {
  const { store, clock } = deps;
  const lookUp = createLookUp(deps);
  const app = new Hono<AppEnv>();

  app.post(
    '/position-requests',
    operation({
      operationId: 'requestPosition',
      summary: "A hero asks the person's phone for a fresh position.",
      headers: { [PROOF_OF_WORK_HEADER]: PROOF_OF_WORK_DESCRIPTION },
      responses: {
        201: {
          description: 'Recorded, and sent to every hero watching and to the app.',
          schema: PositionRequest,
        },
        ...BODY_ANSWERS,
        ...LOOKUP_REFUSALS,
        400: BODY_ANSWERS[400],
        429: {
          ...LOOKUP_REFUSALS[429],
          description: `${LOOKUP_REFUSALS[429].description} Or a request came too soon: ${Object.values(POSITION_REQUEST_REFUSALS).join(' ')}`,
        },
      },
    }),
    jsonBody(PositionRequestInput),
    async (c) => {
      const input = c.req.valid('json');
      const status = await lookUp(c, input.accessCode);
      const now = clock();
      const stored = await store.requestPosition(
        { statusId: status.id, hero: input.hero ?? randomUUID() },
        new Date(now),
        holderOf(c),
        POSITION_REQUEST_LIMITS,
      );
      // Stopped between the lookup and the request.
      if (!stored) throw httpError(410, ERROR_MESSAGES.statusEnded);
      if ('refused' in stored) {
        throw httpError(429, POSITION_REQUEST_REFUSALS[stored.refused], {
          body: { code: stored.refused },
          headers: { 'Retry-After': String(Math.max(1, Math.ceil((stored.retryAt.getTime() - now) / 1000))) },
        });
      }
      return c.json(
        { name: stored.name, at: stored.at.toISOString(), declinedAt: null } satisfies PositionRequest,
        201,
      );
    },
  );
  return app;
}
