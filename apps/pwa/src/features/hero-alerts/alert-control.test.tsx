import ALERTS_WORDS from 'words:alerts';
import { createApiClient } from '@safety-companion/api';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { AlertControl } from './alert-control';
import { deviceAlerts } from './device-alerts';

const PUBLIC_KEY = 'BAECAwQ'; // base64url of the bytes 4, 1, 2, 3, 4
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

let release: () => void = () => {};
const server = setUpHttpTestServer();
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn();
const unsubscribe = vi.fn(async () => true);
let current: {
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): unknown;
  unsubscribe(): unknown;
} | null;

// jsdom has neither push nor notifications: stand-ins with the browser's shapes, for these tests only.
beforeEach(() => {
  localStorage.clear();
  current = null;
  requestPermission.mockReset().mockResolvedValue('granted');
  subscribe
    .mockReset()
    .mockImplementation(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = {
        options: { applicationServerKey: applicationServerKey.slice().buffer },
        toJSON: () => SUBSCRIPTION,
        unsubscribe,
      };
      return current;
    });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  server.respond((request, response) => {
    if (request.url === '/api/alerts/key') return json(response, 200, { publicKey: PUBLIC_KEY });
    if (request.method === 'POST') {
      // The server's answer waits for the test, which checks what the page says meanwhile.
      return void new Promise<void>((done) => {
        release = done;
      }).then(() => json(response, 201, { id: 'alert-1' }));
    }
    response.writeHead(204).end();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

const client = () => createApiClient({ baseUrl: `${server.url}/api` });
const renderControl = () => render(<AlertControl loadClient={async () => client()} code="ABC123" />);
const button = (name: string) => screen.getByRole('button', { name });
/** Waits until a live region (present from the start, empty) says the text. */
const said = (role: 'status' | 'alert', text: string) =>
  waitFor(() => expect(screen.getByRole(role)).toHaveTextContent(text));

describe('Alert me on this device', () => {
  it('asks for permission only on the tap, says alerts are on once the server accepted them, and stops them', async () => {
    renderControl();
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button(ALERTS_WORDS.turnOn));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2, 3, 4]),
    });
    expect(screen.queryByText(ALERTS_WORDS.on)).toBeNull();
    expect(deviceAlerts()).toEqual([]);

    release();
    await said('status', ALERTS_WORDS.on);
    const posted = server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted?.body ?? '')).toEqual({
      accessCode: 'ABC123',
      subscription: SUBSCRIPTION,
      locale: 'en',
    });
    expect(deviceAlerts()).toEqual([{ code: 'ABC123', id: 'alert-1' }]);

    await userEvent.click(button(ALERTS_WORDS.stop));
    await said('status', ALERTS_WORDS.stopped);
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/alerts/alert-1' });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(deviceAlerts()).toEqual([]);
    expect(button(ALERTS_WORDS.turnOn)).toBeEnabled();
  });

  it('subscribes in the language of the page it is on, for the alerts to be written in it', async () => {
    setCurrentLocale('es');
    try {
      renderControl();
      expect(ALERTS_WORDS.turnOn).toBe('Avisarme en este dispositivo');
      await userEvent.click(button(ALERTS_WORDS.turnOn));
      await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
      release();
      await said('status', ALERTS_WORDS.on);
      const posted = server.requests.find((request) => request.method === 'POST');
      expect(JSON.parse(posted?.body ?? '')).toMatchObject({ accessCode: 'ABC123', locale: 'es' });
    } finally {
      setCurrentLocale('en');
    }
  });

  it('says alerts are on for a status this device already has them for', () => {
    localStorage.setItem('hero-alerts', JSON.stringify([{ code: 'ABC123', id: 'alert-1' }]));
    renderControl();
    expect(screen.getByRole('status')).toHaveTextContent(ALERTS_WORDS.on);
    expect(button(ALERTS_WORDS.stop)).toBeEnabled();
  });

  it('says so in one sentence when permission is refused, and asks the server nothing', async () => {
    requestPermission.mockResolvedValue('denied');
    renderControl();
    await userEvent.click(button(ALERTS_WORDS.turnOn));
    await said('alert', ALERTS_WORDS.refused);
    expect(server.requests).toEqual([]);
    expect(subscribe).not.toHaveBeenCalled();
    expect(button(ALERTS_WORDS.turnOn)).toBeEnabled();
    expect(deviceAlerts()).toEqual([]);
  });

  it('says alerts are not available when the server has them off (503)', async () => {
    server.respond((_request, response) =>
      json(response, 503, { message: 'Alerts are off on this server.' }),
    );
    renderControl();
    await userEvent.click(button(ALERTS_WORDS.turnOn));
    await said('alert', ALERTS_WORDS.unavailable);
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says the general sentence when the browser cannot subscribe', async () => {
    subscribe.mockRejectedValue(new DOMException('Registration failed', 'AbortError'));
    renderControl();
    await userEvent.click(button(ALERTS_WORDS.turnOn));
    await said('alert', ALERTS_WORDS.failed);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/alerts/key']);
  });

  it('shows nothing where the browser cannot receive pushes', () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    const { container } = renderControl();
    expect(container).toBeEmptyDOMElement();
  });

  it('on an iPhone outside the Home Screen app, says how to add the site there instead', () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    const manifest = Object.assign(document.createElement('link'), {
      rel: 'manifest',
      href: '/manifest.webmanifest',
    });
    document.head.append(manifest);
    window.history.replaceState({ key: 'kept' }, '', '/hero-lookup');
    const { unmount } = renderControl();
    expect(screen.getByText(ALERTS_WORDS.addToHomeScreen)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // Added from here, the Home Screen app opens on this status: its link, with a manifest that names no other start.
    expect(window.location.hash).toBe('#code=ABC123');
    expect(manifest.getAttribute('href')).toBe('/added-here.webmanifest');
    expect(window.history.state).toEqual({ key: 'kept' });

    unmount();
    expect(window.location.hash).toBe('');
    expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest');
    manifest.remove();
  });
});

describe('the statuses this device has alerts for', () => {
  it('lists them as links that look them up, and follows a change', async () => {
    const { DeviceAlertList } = await import('./device-alert-list');
    localStorage.setItem('hero-alerts', JSON.stringify([{ code: 'ABC123', id: 'alert-1' }]));
    render(<DeviceAlertList />);
    expect(screen.getByRole('heading', { name: ALERTS_WORDS.listHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up ABC123' })).toHaveAttribute('href', '#code=ABC123');
    const { forgetDeviceAlert } = await import('./device-alerts');
    act(() => forgetDeviceAlert('ABC123'));
    expect(screen.queryByRole('heading', { name: ALERTS_WORDS.listHeading })).toBeNull();
  });
});
