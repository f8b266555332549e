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

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/hero-lookup', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url.href);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});
