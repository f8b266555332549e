import {
  ALERT_FIELD_MESSAGES,
  AlertKey,
  AlertSubscribed,
  AlertSubscriptionInput,
  LOCALES,
  MAX_ALERTS_PER_STATUS,
  PLACES_PER_HOLDER,
  PROOF_OF_WORK_HEADER,
} from '@safety-companion/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { sealAccessCode } from '../alerts/sealed-code.js';
import { isP256Point, pushServiceEndpoint } from '../alerts/subscription-rules.js';
import type { AppEnv } from '../context.js';
import { ERROR_MESSAGES, httpError } from '../errors.js';
import { createLookUp, LOOKUP_REFUSALS, PROOF_OF_WORK_DESCRIPTION } from '../lookup.js';
import { BODY_ANSWERS, errorAnswer, jsonBody, operation } from '../openapi.js';
import type { RouteDeps } from '../route-deps.js';
import { holderOf, refusePlace } from '../status-rules.js';

const ALERT_REFUSALS = {
  full: ERROR_MESSAGES.tooManyAlerts,
  'client-full': ERROR_MESSAGES.alertsClientFull,
  'network-full': ERROR_MESSAGES.alertsNetworkFull,
};

const SubscriptionId = z.uuid();

const alertsOff = errorAnswer('Alerts are off on this server (it has no VAPID keys).');

/**
 * The alerts of a hero's browser (Web Push): `GET /api/alerts/key` answers the key the browser subscribes with,
 * `POST /api/alerts` subscribes it to the status of an access code (judged as a lookup, with its allowances), and
 * `DELETE /api/alerts/{id}` ends the subscription. Without VAPID keys every one of them answers 503.
 */
export function alertRoutes(deps: RouteDeps) {
  const { store, clock, config, accessCodeSecret, vapidKeys } = deps;
  const lookUp = createLookUp(deps);
  const app = new Hono<AppEnv>();

  const alertsOn: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!vapidKeys) throw httpError(503, ERROR_MESSAGES.alertsOff);
    await next();
  };

  app.get(
    '/alerts/key',
    operation({
      operationId: 'getAlertKey',
      summary: "The server's VAPID public key: the applicationServerKey a browser subscribes with.",
      responses: { 200: { description: 'The key, base64url.', schema: AlertKey }, 503: alertsOff },
    }),
    alertsOn,
    (c) => c.json({ publicKey: vapidKeys?.publicKey ?? '' } satisfies AlertKey),
  );

  app.post(
    '/alerts',
    operation({
      operationId: 'subscribeToAlerts',
      summary:
        "A hero's browser asks for the alerts of a status (its emergency, its countdown running out, its end).",
      headers: { [PROOF_OF_WORK_HEADER]: PROOF_OF_WORK_DESCRIPTION },
      responses: {
        201: {
          description: 'Subscribed; the same endpoint again for the same status answers the same id.',
          schema: AlertSubscribed,
        },
        ...BODY_ANSWERS,
        ...LOOKUP_REFUSALS,
        400: errorAnswer(
          "A field is wrong, named in the message: a key that is not P-256's or 16 bytes, an endpoint that is not " +
            `https or not a known push service's, a locale other than ${LOCALES.join(' or ')}.`,
        ),
        429: {
          ...LOOKUP_REFUSALS[429],
          description: `${LOOKUP_REFUSALS[429].description} Also: the status has ${MAX_ALERTS_PER_STATUS} subscriptions already, or ${PLACES_PER_HOLDER.perClient} from this client (${PLACES_PER_HOLDER.perNetwork} from its network).`,
        },
        503: alertsOff,
      },
    }),
    alertsOn,
    jsonBody(AlertSubscriptionInput),
    async (c) => {
      const { accessCode, subscription, locale } = c.req.valid('json');
      // Checked before the code, so that a refused subscription counts as no lookup at all.
      const endpoint = pushServiceEndpoint(config.pushServiceOrigins, subscription.endpoint);
      if (!endpoint) throw httpError(400, `subscription.endpoint: ${ALERT_FIELD_MESSAGES.endpointOrigin}`);
      if (!isP256Point(subscription.keys.p256dh)) {
        throw httpError(400, `subscription.keys.p256dh: ${ALERT_FIELD_MESSAGES.p256dh}`);
      }
      const status = await lookUp(c, accessCode);
      const subscribed = await store.subscribeToAlerts(
        {
          statusId: status.id,
          endpoint,
          keys: subscription.keys,
          sealedCode: sealAccessCode(accessCodeSecret, status.id, accessCode),
          locale,
        },
        new Date(clock()),
        holderOf(c),
        { perStatus: MAX_ALERTS_PER_STATUS, ...PLACES_PER_HOLDER },
      );
      if (subscribed === 'ended') throw httpError(410, ERROR_MESSAGES.statusEnded);
      if (typeof subscribed === 'string') refusePlace(subscribed, ALERT_REFUSALS);
      return c.json(subscribed satisfies AlertSubscribed, 201);
    },
  );

  app.delete(
    '/alerts/:id',
    operation({
      operationId: 'unsubscribeFromAlerts',
      summary: 'Ends a subscription to alerts early (they end by themselves with the status).',
      id: "The subscription's id, as POST /api/alerts answered it.",
      responses: {
        204: { description: 'Ended; nothing more is sent to it.' },
        404: errorAnswer('No such subscription (or it ended with its status).'),
        503: alertsOff,
      },
    }),
    alertsOn,
    async (c) => {
      const id = c.req.param('id');
      const deleted =
        SubscriptionId.safeParse(id).success && (await store.deleteAlertSubscription(id.toLowerCase()));
      if (!deleted) throw httpError(404, ERROR_MESSAGES.alertNotFound);
      return c.body(null, 204);
    },
  );
  return app;
}
