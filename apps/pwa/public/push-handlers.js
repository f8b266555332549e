// The service worker's alerts, imported into the generated worker (vite.config.ts, `workbox.importScripts`): plain
// JavaScript, because the worker loads it as it is. A push is the notification itself, JSON { title, body, tag, url }
// (the contract's AlertNotification); it is always shown, also while a lookup page is open, since browsers may
// withdraw push from a worker that receives one without showing it (`userVisibleOnly`).

/** The contract's ALERT_TEXTS.emergency.title: an emergency sounds again even when it replaces a notification. */
const EMERGENCY_TITLE = 'EMERGENCY';

self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: still shown, with the site's name, as a push that shows nothing breaks the promise above.
  }
  const title = typeof alert.title === 'string' && alert.title ? alert.title : self.location.hostname;
  const url = typeof alert.url === 'string' && alert.url ? alert.url : '/hero-lookup';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' ? alert.tag : undefined,
      renotify: title === EMERGENCY_TITLE && typeof alert.tag === 'string',
      data: { url },
    }),
  );
});

/**
 * A tap shows the notification's status: in a window already on its page (the lookup drops `#code=` from the address
 * as it reads it, so the address cannot tell which status a window shows), focused and taken to the status, which it
 * then looks up afresh; else in a new window. Only windows this worker controls can be taken elsewhere.
 */
async function showTappedStatus(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const onPage = windows.find((client) => new URL(client.url).pathname === url.pathname);
  if (!onPage) return self.clients.openWindow(url.href);
  const focused = await onPage.focus();
  return focused.navigate(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    showTappedStatus(new URL(event.notification.data?.url || '/hero-lookup', self.location.origin)),
  );
});
