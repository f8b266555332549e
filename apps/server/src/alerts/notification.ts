import type { AlertKind, AlertNotification, Locale } from '@safety-companion/contract';
import { ALERT_TEXTS, expiryLine, localePrefix } from '@safety-companion/contract';

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

/** No push is kept or tried longer than this. */
export const LONGEST_PUSH_TTL_MS =
  Math.max(...Object.values(ALERT_DELIVERY).map((delivery) => delivery.ttlSeconds)) * 1000;

/**
 * The lookup page of a code in a language, which a notification opens.
 *
 * @example
 * lookupPath('K7Q2ZD', 'es'); // '/es/hero-lookup#code=K7Q2ZD'
 */
export function lookupPath(accessCode: string, locale: Locale): string {
  return `${localePrefix(locale)}/hero-lookup#code=${encodeURIComponent(accessCode)}`;
}

/** What a queued push says happened, and the status's end time and time zone when it was queued. */
interface QueuedAlert {
  kind: AlertKind;
  endTime: Date | null;
  timezone: string | null;
}

/** The title and body of a push in a language; the expiry's time is written in the status's time zone. */
function textsOf(push: QueuedAlert, locale: Locale): { title: string; body: string } {
  const texts = ALERT_TEXTS[locale];
  switch (push.kind) {
    case 'emergency':
      return texts.emergency;
    case 'emergency-off':
      return texts.emergencyOff;
    case 'ended':
      return texts.ended;
    case 'expired': {
      const timeZone = push.timezone ?? 'UTC';
      const body = texts.expired.body(expiryLine(texts, push.endTime, timeZone), timeZone);
      return { title: texts.expired.title, body };
    }
  }
}

/**
 * The notification of a push, in the language of the page its subscription was made on, with the link to the
 * lookup page in that language; its tag is one per status (the code's), so that a newer notification of the status
 * replaces the older. The expiry's time is written in the status's time zone, which it names.
 *
 * @example
 * alertOf({ kind: 'ended', endTime: null, timezone: null }, 'K7Q2ZD', 'es').notification;
 * // { kind: 'ended', title: 'Estado finalizado', body: 'Este estado ha finalizado.', tag: 'status-K7Q2ZD',
 * //   url: '/es/hero-lookup#code=K7Q2ZD' }
 */
export function alertOf(push: QueuedAlert, accessCode: string, locale: Locale): Alert {
  const { title, body } = textsOf(push, locale);
  const notification = {
    kind: push.kind,
    title,
    body,
    tag: `status-${accessCode}`,
    url: lookupPath(accessCode, locale),
  };
  return { notification, ...ALERT_DELIVERY[push.kind] };
}
