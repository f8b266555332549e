// The service worker's alerts, bundled into one classic script by the build (src/build-plugins/push-handlers.ts)
// and imported into the generated worker (vite.config.ts, `workbox.importScripts`). A push is the notification
// itself, JSON { kind, title, body, tag, url } (the contract's AlertNotification): its words are in the hero's
// language, and its kind says how to show it (an emergency sounds again). It is always shown, also while a lookup
// page is open, since browsers may withdraw push from a worker that receives one without showing it
// (`userVisibleOnly`).
import type { AlertKind, AlertNotification } from '@safety-companion/contract';

declare const self: ServiceWorkerGlobalScope;

/** TypeScript's lib dropped `renotify`, which Chromium still honours: an emergency sounds again when it replaces. */
interface AlertNotificationOptions extends NotificationOptions {
  renotify?: boolean;
}

const LOOKUP_PATH = '/hero-lookup';

/** The kind of push that sounds again when it replaces the status's notification: the contract names it. */
const SOUNDS_AGAIN: AlertKind = 'emergency';

/** The push's fields, each kept only when it has the contract's type: anything else is still shown. */
function readPush(event: PushEvent): Partial<Record<keyof AlertNotification, unknown>> {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    // Not JSON: still shown, with the site's name, as a push that shows nothing breaks the promise above.
    return {};
  }
}

self.addEventListener('push', (event) => {
  const alert = readPush(event);
  const title = typeof alert.title === 'string' && alert.title ? alert.title : self.location.hostname;
  const url = typeof alert.url === 'string' && alert.url ? alert.url : LOOKUP_PATH;
  const options: AlertNotificationOptions = {
    body: typeof alert.body === 'string' ? alert.body : '',
    tag: typeof alert.tag === 'string' ? alert.tag : undefined,
    renotify: alert.kind === SOUNDS_AGAIN && typeof alert.tag === 'string',
    data: { url },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * A tap shows the notification's status: in a window already on its page (the lookup drops `#code=` from the address
 * as it reads it, so the address cannot tell which status a window shows), focused and taken to the status, which it
 * then looks up afresh; else in a new window. Only windows this worker controls can be taken elsewhere.
 */
async function showTappedStatus(url: URL) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const onPage = windows.find((client) => new URL(client.url).pathname === url.pathname);
  if (!onPage) return self.clients.openWindow(url.href);
  const focused = await onPage.focus();
  return focused.navigate(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    showTappedStatus(new URL(event.notification.data?.url || LOOKUP_PATH, self.location.origin)),
  );
});
