import type { AlertKind } from '@safety-companion/contract';
import {
  ALERT_TEXTS,
  type AlertNotification,
  EXPIRED_REASON,
  getStatusLine,
} from '@safety-companion/contract';

const HOUR_S = 3_600;

/** What a push is sent with: the notification, how urgent (RFC 8030) and how long the push service keeps it. */
export interface Alert {
  notification: AlertNotification;
  urgency: 'high' | 'normal';
  /** Seconds the push service keeps it for a browser that is offline; retries stop at the same time. */
  ttlSeconds: number;
}

/**
 * How each kind of push is sent: an emergency and an expiry are urgent and kept a day (a hero who comes back online
 * still learns of them while the status can be seen); the emergency's end and the status's end, an hour.
 */
export const ALERT_DELIVERY = {
  emergency: { urgency: 'high', ttlSeconds: 24 * HOUR_S },
  expired: { urgency: 'high', ttlSeconds: 24 * HOUR_S },
  'emergency-off': { urgency: 'normal', ttlSeconds: HOUR_S },
  ended: { urgency: 'normal', ttlSeconds: HOUR_S },
} as const satisfies Record<AlertKind, Omit<Alert, 'notification'>>;

const FIXED_TEXTS = {
  emergency: ALERT_TEXTS.emergency,
  'emergency-off': ALERT_TEXTS.emergencyOff,
  ended: ALERT_TEXTS.ended,
} as const;

/** The expiry's texts: the page's status line ('Timer has Expired at …') in the status's time zone. */
function expiryTexts(endTime: Date | null, timeZone: string) {
  const line = getStatusLine(
    { emergency: false, reason: EXPIRED_REASON, endTime: endTime?.toISOString() ?? null },
    { locale: 'en-US', timeZone },
  );
  return { title: ALERT_TEXTS.expired.title, body: ALERT_TEXTS.expired.body(line, timeZone) };
}

/** No push is kept or tried longer than this. */
export const LONGEST_PUSH_TTL_MS =
  Math.max(...Object.values(ALERT_DELIVERY).map((delivery) => delivery.ttlSeconds)) * 1000;

/** The lookup page of a code, which a notification opens. */
export function lookupPath(accessCode: string): string {
  return `/hero-lookup#code=${encodeURIComponent(accessCode)}`;
}

/**
 * The notification of a push, in the lookup page's own words; its tag is one per status (the code's), so that a
 * newer notification of the status replaces the older. The expiry's time is written in the status's time zone, which
 * it names.
 *
 * @example
 * alertOf({ kind: 'ended', endTime: null, timezone: null }, 'K7Q2ZD').notification;
 * // { kind: 'ended', title: 'Status ended', body: 'This status has ended.', tag: 'status-K7Q2ZD',
 * //   url: '/hero-lookup#code=K7Q2ZD' }
 */
export function alertOf(
  push: { kind: AlertKind; endTime: Date | null; timezone: string | null },
  accessCode: string,
): Alert {
  const where = { tag: `status-${accessCode}`, url: lookupPath(accessCode) };
  const texts =
    push.kind === 'expired' ? expiryTexts(push.endTime, push.timezone ?? 'UTC') : FIXED_TEXTS[push.kind];
  return { notification: { kind: push.kind, ...texts, ...where }, ...ALERT_DELIVERY[push.kind] };
}
