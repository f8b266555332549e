// Alerts in the browser tests. Headless Chromium has no push service: its `pushManager.subscribe` fails. So the page's
// PushManager is a stand-in that answers a subscription of the browser's shape (the test chooses its endpoint and
// keys, e.g. those of a local push service), and a push reaches the real service worker through the DevTools
// protocol, which fires the worker's `push` event as a push service's message would. A plain ES module, as
// `./chromium`, so that Playwright loads it as is.

/**
 * Makes the page's PushManager answer `subscription` (as `PushSubscription.toJSON()` gives it) and
 * `Notification.requestPermission()` answer `permission`, for the tab's life: the browser keeps its subscription
 * across the tab's pages. Each `unsubscribe()` is counted in `sessionStorage.unsubscribed`.
 *
 * @example
 * await standInForPush(page, { subscription: phone.subscription, permission: 'granted' });
 */
export async function standInForPush(page, { subscription, permission }) {
  await page.addInitScript(
    ({ subscription, permission }) => {
      const KEPT = 'stand-in-push-key';
      const make = (key) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
        toJSON: () => subscription,
        unsubscribe: async () => {
          sessionStorage.removeItem(KEPT);
          sessionStorage.setItem(
            'unsubscribed',
            String(Number(sessionStorage.getItem('unsubscribed') ?? 0) + 1),
          );
          return true;
        },
      });
      const kept = sessionStorage.getItem(KEPT);
      let current = kept ? make(JSON.parse(kept)) : null;
      PushManager.prototype.subscribe = async (options) => {
        const key = Array.from(new Uint8Array(options?.applicationServerKey ?? []));
        sessionStorage.setItem(KEPT, JSON.stringify(key));
        current = make(key);
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
      Notification.requestPermission = async () => permission;
    },
    { subscription, permission },
  );
}

/**
 * Delivers a push whose payload is `data` (as JSON) to the service worker of the page's origin through the DevTools
 * protocol (`ServiceWorker.deliverPushMessage`), once its registration (a live one, not one being deleted) has an
 * activated worker, and waits until the worker shows the payload's notification (its tag, title and body).
 * The protocol answers before the worker runs and drops what becomes of the push, and once in about twenty full runs
 * a push delivered that way never reached the worker (no notification, nothing logged): a push whose notification is
 * not shown within `settleMs` is delivered again, at most `tries` times in all. The notification's contents are the
 * test's to check.
 *
 * @example
 * await deliverPush(page, { title: 'EMERGENCY', body: '…', tag: 'status-…', url: '/hero-lookup#code=…' });
 */
export async function deliverPush(page, data, { tries = 3, settleMs = 4_000 } = {}) {
  const session = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise((resolve) => {
    const live = new Set();
    const activated = new Set();
    const answerOnceReady = () => {
      const ready = [...live].find((id) => activated.has(id));
      if (ready !== undefined) resolve(ready);
    };
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const { scopeURL, registrationId: id, isDeleted } of registrations) {
        if (scopeURL !== `${origin}/`) continue;
        if (isDeleted) live.delete(id);
        else live.add(id);
      }
      answerOnceReady();
    });
    session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.status === 'activated') activated.add(version.registrationId);
      answerOnceReady();
    });
  });
  await session.send('ServiceWorker.enable');
  const id = await registrationId;
  const shown = async () =>
    (await shownNotifications(page)).some(
      ({ tag, title, body }) => tag === data.tag && title === data.title && body === data.body,
    );
  try {
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      await session.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: id,
        data: JSON.stringify(data),
      });
      const deadline = Date.now() + settleMs;
      while (Date.now() < deadline) {
        if (await shown()) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await session.detach();
  }
}

/**
 * The notifications the page's service worker shows (`registration.getNotifications()`), as plain objects.
 *
 * @example
 * await expect.poll(() => shownNotifications(page)).toHaveLength(1);
 */
export function shownNotifications(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      renotify: notification.renotify,
      data: notification.data,
    }));
  });
}

/**
 * Taps the shown notification of `tag`: the worker's `notificationclick` handlers run in the real service worker,
 * with its real clients. A browser lets a worker focus or open a window only while it handles a tap of the person's
 * own, which a test cannot make: `focus()` and `openWindow()` are recorded instead (and `focus()` answers the window).
 * Answers the addresses focused and opened, and the notifications left.
 *
 * @example
 * const { focused, opened } = await tapNotification(context, 'status-…');
 */
export async function tapNotification(context, tag) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async (tag) => {
    const focused = [];
    const opened = [];
    const { focus } = WindowClient.prototype;
    const { openWindow } = Clients.prototype;
    WindowClient.prototype.focus = async function () {
      focused.push(this.url);
      return this;
    };
    Clients.prototype.openWindow = async (url) => {
      opened.push(url);
      return null;
    };
    try {
      const [notification] = await self.registration.getNotifications({ tag });
      if (!notification) throw new Error(`No notification ${tag} is shown.`);
      const event = new NotificationEvent('notificationclick', { notification });
      const work = [];
      event.waitUntil = (promise) => work.push(promise);
      self.dispatchEvent(event);
      await Promise.all(work);
      const left = (await self.registration.getNotifications()).map((shown) => shown.tag);
      return { focused, opened, left };
    } finally {
      WindowClient.prototype.focus = focus;
      Clients.prototype.openWindow = openWindow;
    }
  }, tag);
}
