import ALERTS_WORDS from 'words:alerts';
import { type ApiClient, isApiError } from '@safety-companion/api';
import { currentLocale } from '../../i18n/locale';
import { type DeviceAlert, deviceAlerts } from './device-alerts';

// Loaded only when a hero taps "Alert me on this device" (a dynamic import): none of it weighs on the lookup's
// first load.

/** A failure whose message is the one sentence the page shows. */
export class AlertFailure extends Error {
  override name = 'AlertFailure';
}

const SERVICE_WORKER_WAIT_MS = 10_000;

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new AlertFailure(ALERTS_WORDS.failed)), SERVICE_WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's push subscription for the server's key: the one it has, else a new one. */
async function pushSubscription(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made for another key (the server's pair changed): of no use any more.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function failure(error: unknown): AlertFailure {
  if (error instanceof AlertFailure) return error;
  if (isApiError(error) && error.status === 503) return new AlertFailure(ALERTS_WORDS.unavailable);
  return new AlertFailure(ALERTS_WORDS.failed);
}

/**
 * Asks for permission, subscribes this browser and sends the subscription for the code, with the page's language;
 * answers the alert.
 */
export async function turnOnAlerts(client: ApiClient, code: string): Promise<DeviceAlert> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new AlertFailure(ALERTS_WORDS.refused);
  try {
    const { publicKey } = await client.alertKey();
    const subscription = await pushSubscription(await serviceWorker(), base64UrlBytes(publicKey));
    const json = subscription.toJSON();
    const { id } = await client.subscribeAlerts({
      accessCode: code,
      subscription: {
        endpoint: json.endpoint ?? '',
        expirationTime: json.expirationTime ?? null,
        keys: {
          p256dh: json.keys?.p256dh ?? '',
          auth: json.keys?.auth ?? '',
        },
      },
      locale: currentLocale(),
    });
    return { code, id };
  } catch (error) {
    throw failure(error);
  }
}

/**
 * Stops the alerts of one status. The browser has one push subscription for every status it has alerts for: it is
 * given up only with the last of them.
 */
export async function turnOffAlerts(client: ApiClient, alert: DeviceAlert): Promise<void> {
  try {
    await client.stopAlerts(alert.id);
  } catch (error) {
    // Already gone on the server (ended with its status): stopped all the same.
    if (!(isApiError(error) && error.status === 404)) throw new AlertFailure(ALERTS_WORDS.stopFailed);
  }
  if (deviceAlerts().some((other) => other.code !== alert.code)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // The server sends nothing more: a subscription the browser keeps is harmless.
  }
}
