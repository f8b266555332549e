import { randomUUID } from 'node:crypto';
import {
  ACKNOWLEDGEMENT_LIMITS,
  Acknowledgement,
  AcknowledgementInput,
  PLACES_PER_HOLDER,
  PROOF_OF_WORK_HEADER,
} from '@safety-companion/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { createLookUp, LOOKUP_REFUSALS, PROOF_OF_WORK_DESCRIPTION } from '../lookup.js';
import { BODY_ANSWERS, jsonBody, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import { holderOf, refusePlace } from '../status-rules.js';
import { acknowledgementOf } from '../status-snapshot.js';

const ANSWER_REFUSALS = {
  full: ERROR_MESSAGES.tooManyAcknowledgements,
  'client-full': ERROR_MESSAGES.answersClientFull,
  'network-full': ERROR_MESSAGES.answersNetworkFull,
};

/**
 * `POST /api/acknowledgements`: a hero's answer under the status of an access code ('seen', 'on-the-way',
 * 'called-emergency-services', 'here', with an optional name; 'on-the-way' with an optional estimate in minutes). The code is looked up exactly as `getSnapshot` looks it up
 * (an unknown one is a failed lookup, counted before anything else; throttles, guess budget and 410 alike). The
 * answer is a change of the status: every hero watching it gets it through their stream. `hero`, the random id the
 * page keeps on the device, makes a hero's latest answer replace their earlier ones; without it the answer stands
 * alone. At most `ACKNOWLEDGEMENT_LIMITS.perStatus` answers per status, and answers of `PLACES_PER_HOLDER` heroes per
 * client and per network, then 429 saying which.
 */
export function acknowledgementRoutes(deps: RouteDeps) {
  const { store, clock } = deps;
  const lookUp = createLookUp(deps);
  const app = new Hono<AppEnv>();

  app.post(
    '/acknowledgements',
    operation({
      operationId: 'acknowledgeStatus',
      summary:
        "A hero's answer under a status: seen, on the way (perhaps with how many minutes away), emergency services called, or with the person.",
      headers: { [PROOF_OF_WORK_HEADER]: PROOF_OF_WORK_DESCRIPTION },
      responses: {
        201: { description: 'Stored, and sent to every hero watching the status.', schema: Acknowledgement },
        ...BODY_ANSWERS,
        ...LOOKUP_REFUSALS,
        400: BODY_ANSWERS[400],
        429: {
          ...LOOKUP_REFUSALS[429],
          description: `${LOOKUP_REFUSALS[429].description} Or the status already has ${ACKNOWLEDGEMENT_LIMITS.perStatus} answers, or answers of ${PLACES_PER_HOLDER.perClient} heroes from this client (${PLACES_PER_HOLDER.perNetwork} from its network).`,
        },
      },
    }),
    jsonBody(AcknowledgementInput),
    async (c) => {
      const input = c.req.valid('json');
      const status = await lookUp(c, input.accessCode);
      const stored = await store.acknowledge(
        {
          statusId: status.id,
          hero: input.hero ?? randomUUID(),
          kind: input.kind,
          name: input.name ?? null,
          eta: input.eta ?? null,
        },
        new Date(clock()),
        holderOf(c),
        {
          perStatus: ACKNOWLEDGEMENT_LIMITS.perStatus,
          perHero: ACKNOWLEDGEMENT_LIMITS.perHero,
          ...PLACES_PER_HOLDER,
        },
      );
      if (typeof stored === 'string') refusePlace(stored, ANSWER_REFUSALS);
      // Stopped between the lookup and the answer.
      if (!stored) throw httpError(410, ERROR_MESSAGES.statusEnded);
      return c.json(acknowledgementOf(stored), 201);
    },
  );
  return app;
}
