import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALES } from '../locales.js';
import { AccessCode } from './access-code.js';

/**
 * The most browsers that may receive a status's alerts; one more subscription answers 429.
 *
 * @example
 * if (response.status === 429) showText(`At most ${MAX_ALERTS_PER_STATUS} browsers get this status's alerts.`);
 */
export const MAX_ALERTS_PER_STATUS = 20;

/**
 * The field messages of `POST /api/alerts`, one row per rule.
 *
 * @example
 * ALERT_FIELD_MESSAGES.auth; // 'Must be 16 bytes in base64url.'
 */
export const ALERT_FIELD_MESSAGES = {
  endpoint: 'Must be an https URL.',
  endpointOrigin: "Must be the address of a browser's push service.",
  p256dh: 'Must be a P-256 public key: 65 bytes in base64url.',
  auth: 'Must be 16 bytes in base64url.',
  expirationTime: 'Must be a time in milliseconds, or null.',
  locale: `Must be ${LOCALES.map((locale) => JSON.stringify(locale)).join(' or ')}.`,
} as const;

// The longest push address the server keeps; the browsers' push services use a few hundred characters.
const MAX_ENDPOINT_LENGTH = 2048;

// Base64url, with or without padding. A P-256 public key is an uncompressed point: 0x04 then x and y, 65 bytes, so
// its first character is 'B'; the last character of 65 or 16 bytes carries unused bits, which must be zero.
const P256_POINT = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048](=)?$/;
const SIXTEEN_BYTES = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it: where to post (the push service's
 * address for this browser) and the keys that encrypt for it (RFC 8291). The server also checks that `p256dh` lies
 * on the curve and that the endpoint's origin is a push service it posts to.
 *
 * @example
 * PushSubscriptionJson.parse((await registration.pushManager.subscribe(options)).toJSON());
 */
export const PushSubscriptionJson = z.strictObject({
  endpoint: z
    .url({ protocol: /^https$/, error: ALERT_FIELD_MESSAGES.endpoint })
    .check(z.maxLength(MAX_ENDPOINT_LENGTH, ALERT_FIELD_MESSAGES.endpoint)),
  expirationTime: z.optional(z.nullable(z.number(ALERT_FIELD_MESSAGES.expirationTime))),
  keys: z.strictObject({
    p256dh: z.string(ALERT_FIELD_MESSAGES.p256dh).check(z.regex(P256_POINT, ALERT_FIELD_MESSAGES.p256dh)),
    auth: z.string(ALERT_FIELD_MESSAGES.auth).check(z.regex(SIXTEEN_BYTES, ALERT_FIELD_MESSAGES.auth)),
  }),
});
export type PushSubscriptionJson = z.input<typeof PushSubscriptionJson>;

/**
 * The body of `POST /api/alerts`: the code of the status to be alerted of (judged as a lookup), the browser's push
 * subscription, and the language of the page it was made on, which its alerts are written in (English when not
 * given).
 *
 * @example
 * AlertSubscriptionInput.parse({ accessCode: 'K7Q2ZD', subscription: subscription.toJSON(), locale: 'es' });
 */
export const AlertSubscriptionInput = z.strictObject({
  accessCode: AccessCode,
  subscription: PushSubscriptionJson,
  locale: z._default(z.enum(LOCALES, ALERT_FIELD_MESSAGES.locale), DEFAULT_LOCALE),
});
export type AlertSubscriptionInput = z.input<typeof AlertSubscriptionInput>;

/**
 * The answer to `POST /api/alerts`: the subscription's id, which `DELETE /api/alerts/{id}` takes (the same
 * endpoint again for the same status answers the same id). Keep it: it is the only way to stop the alerts early.
 *
 * @example
 * const { id } = AlertSubscribed.parse(await response.json());
 */
export const AlertSubscribed = z.object({ id: z.string() });
export type AlertSubscribed = z.output<typeof AlertSubscribed>;

/**
 * The answer to `GET /api/alerts/key`: the server's VAPID public key (base64url), the `applicationServerKey` of
 * `pushManager.subscribe`.
 *
 * @example
 * const { publicKey } = AlertKey.parse(await response.json());
 */
export const AlertKey = z.object({ publicKey: z.string() });
export type AlertKey = z.output<typeof AlertKey>;

/** What a push tells: the emergency switched on or off, the countdown ran out, the status ended. */
export const ALERT_KINDS = ['emergency', 'emergency-off', 'expired', 'ended'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * What one push carries, decrypted by the hero's browser: its kind and the notification to show. The kind, not
 * the words (which are in the language of the page the hero subscribed on), tells the service worker how to show it
 * (an emergency sounds again). `tag` is one per status (a newer notification replaces the older), `url` the
 * status's lookup page in that language (`/hero-lookup#code=…`, `/es/hero-lookup#code=…`).
 *
 * @example
 * const { kind, title, body, tag, url } = AlertNotification.parse(event.data.json());
 * await self.registration.showNotification(title, { body, tag, renotify: kind === 'emergency', data: { url } });
 */
export const AlertNotification = z.object({
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  url: z.string(),
});
export type AlertNotification = z.output<typeof AlertNotification>;
