import { describe, expect, it } from 'vitest';
import { from, postJson, testClock, testConfig, useTestStore } from '../../test/support.js';
import { createAdmin } from '../admin/accounts.js';
import { ADMIN_DEVICE } from '../admin/device-cookie.js';
import { SCRYPT_COST } from '../admin/passwords.js';
import { ADMIN_SESSION, hashSessionId } from '../admin/sessions.js';
import { createApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';

const store = useTestStore();
const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
// A cheap cost keeps the many sign-ins of these tests fast; the timing test uses the real one.
const CHEAP = { n: 2 ** 10, r: 8, p: 1 };

async function setUp(cost = CHEAP) {
  const clock = testClock();
  const app = createApp({ store: store(), config: testConfig(), clock: clock.now, passwordCost: cost });
  await createAdmin(store(), { username: 'ada', password: PASSWORD }, new Date(clock.now()), cost);
  return { app, clock };
}

type App = Awaited<ReturnType<typeof setUp>>['app'];

function login(app: App, username: string, password: string, address = '203.0.113.10') {
  return postJson(app, '/api/admin/login', { username, password }, { address });
}

/** The CPU time, in milliseconds, this process spends (on every thread, scrypt's pool included) while `work` runs. */
async function cpuMsOf(work: () => unknown): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / 1000;
}

/** The `Set-Cookie` header of an answer for the cookie of this name. */
function setCookieOf(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

/** The session cookie's `name=value` from a login answer. */
function sessionCookie(response: Response): string {
  const cookie = setCookieOf(response, ADMIN_SESSION.cookie)?.split(';')[0];
  if (!cookie) throw new Error('No session cookie was set.');
  return cookie;
}

/** The device cookie's `name=value` from a login answer. */
function deviceCookie(response: Response): string {
  const cookie = setCookieOf(response, ADMIN_DEVICE.cookie)?.split(';')[0];
  if (!cookie) throw new Error('No device cookie was set.');
  return cookie;
}

async function signIn(app: App) {
  const response = await login(app, 'ada', PASSWORD);
  expect(response.status).toBe(204);
  return sessionCookie(response);
}

function request(
  app: App,
  method: string,
  path: string,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return app.request(
    path,
    { method, headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } },
    from('203.0.113.10'),
  );
}

describe('POST /api/admin/login', () => {
  it('signs in with 204 and an HttpOnly, SameSite=Strict cookie for /api/admin, stored only as a hash', async () => {
    const { app } = await setUp();
    const response = await login(app, 'ada', PASSWORD);
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const header = setCookieOf(response, ADMIN_SESSION.cookie) ?? '';
    expect(header).toMatch(
      /^admin_session=[\w-]{43}; Max-Age=28800; Path=\/api\/admin; HttpOnly; SameSite=Strict$/,
    );
    const id = sessionCookie(response).split('=')[1] ?? '';
    expect(await store().findAdminSession(id)).toBeUndefined();
    expect(await store().findAdminSession(hashSessionId(id))).toMatchObject({ username: 'ada' });
  });

  it("marks the cookie Secure over TLS, also behind a trusted proxy, by the headers' https rule", async () => {
    const { app } = await setUp();
    const tls = { incoming: { socket: { encrypted: true, remoteAddress: '203.0.113.10' } } };
    const direct = await app.request(
      '/api/admin/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'ada', password: PASSWORD }),
      },
      tls as never,
    );
    for (const name of [ADMIN_SESSION.cookie, ADMIN_DEVICE.cookie])
      expect(setCookieOf(direct, name)).toMatch(/; Secure; SameSite=Strict$/);
    // The scheme of the request line is the client's word, not the connection's.
    const claimed = await app.request('https://admin.example/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada', password: PASSWORD }),
    });
    expect(claimed.headers.get('Set-Cookie')).not.toContain('Secure');

    const proxied = createApp({
      store: store(),
      config: testConfig({ trustProxy: true }),
      passwordCost: CHEAP,
    });
    const behindProxy = await postJson(
      proxied,
      '/api/admin/login',
      { username: 'ada', password: PASSWORD },
      { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7' } },
    );
    expect(behindProxy.status).toBe(204);
    expect(setCookieOf(behindProxy, ADMIN_SESSION.cookie)).toContain('; Secure;');
    expect(setCookieOf(behindProxy, ADMIN_DEVICE.cookie)).toContain('; Secure;');
  });

  it('answers a wrong password and an unknown username alike, in about the same time', async () => {
    const { app } = await setUp(SCRYPT_COST);
    const wrongPassword = await login(app, 'ada', 'not the password');
    const wrongUsername = await login(app, 'grace', PASSWORD);
    for (const response of [wrongPassword, wrongUsername]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.invalidCredentials });
    }

    // Both hash the password at the same cost. The work is measured as the process's CPU time, which other
    // processes on a busy machine do not stretch as they do the clock; medians of alternating tries.
    const times: Record<'password' | 'username', number[]> = { password: [], username: [] };
    for (let round = 0; round < 5; round++) {
      for (const [kind, username] of [
        ['password', 'ada'],
        ['username', 'nobody'],
      ] as const) {
        times[kind].push(await cpuMsOf(() => login(app, username, 'wrong guess', `192.0.2.${round}`)));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const ratio = median(times.username) / median(times.password);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('takes no longer for the first unknown username of a fresh server than for a wrong password', async () => {
    // A timing is what this is about, and one timing on a busy machine says little: three fresh servers, each with a
    // cost no other test uses (so that no decoy of it exists yet when the app starts), and the best of the three.
    // Built on first use, the decoy doubled the first unknown username's time every time.
    const ratios: string[] = [];
    let best = Number.POSITIVE_INFINITY;
    for (const p of [3, 4, 5]) {
      const { app } = await setUp({ n: 2 ** 14, r: 8, p });
      const time = (username: string) =>
        cpuMsOf(async () => expect((await login(app, username, 'wrong guess')).status).toBe(401));
      // A first request warms the app up (its connections, the code's first run), which must not count.
      await time('ada');
      const wrongPassword = await time('ada');
      const unknownUsername = await time('nobody');
      ratios.push(`${unknownUsername.toFixed(0)} ms vs ${wrongPassword.toFixed(0)} ms`);
      best = Math.min(best, unknownUsername / wrongPassword);
    }
    expect(best, ratios.join('; ')).toBeLessThan(1.5);
  });

  it('refuses the eleventh failure from one address in 15 minutes with 429 and Retry-After', async () => {
    const { app, clock } = await setUp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(app, 'ada', `guess ${attempt}`)).status).toBe(401);
      clock.advance(MINUTE);
    }
    const refused = await login(app, 'ada', PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many failed sign-ins. Please try again in 5 minutes.',
    });
    // The first failure leaves the window 15 minutes after it was made: 5 minutes from now.
    expect(refused.headers.get('Retry-After')).toBe('300');
    expect((await login(app, 'ada', PASSWORD, '198.51.100.20')).status).toBe(204);

    clock.advance(5 * MINUTE);
    expect((await login(app, 'ada', PASSWORD)).status).toBe(204);
  });

  it('refuses the 21st failure for one username in an hour, from any address', async () => {
    const { app, clock } = await setUp();
    await createAdmin(store(), { username: 'grace', password: PASSWORD }, new Date(clock.now()), CHEAP);
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await login(app, 'ADA', 'wrong', `192.0.2.${attempt}`);
      expect(response.status).toBe(401);
    }
    const refused = await login(app, 'ada', PASSWORD, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(3600);
    // Another account, from one of the same addresses, is not affected.
    expect((await login(app, 'grace', PASSWORD, '192.0.2.1')).status).toBe(204);
    clock.advance(60 * MINUTE);
    expect((await login(app, 'ada', PASSWORD, '198.51.100.99')).status).toBe(204);
  });

  it('does not lock out a browser that signed in before: failures from elsewhere spend only the username', async () => {
    const { app } = await setUp();
    const browser = '198.51.100.50';
    const signedIn = await login(app, 'ada', PASSWORD, browser);
    const device = deviceCookie(signedIn);
    expect((await request(app, 'POST', '/api/admin/logout', sessionCookie(signedIn))).status).toBe(204);
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await login(app, 'ada', 'wrong', `192.0.2.${attempt}`)).status).toBe(401);
    // The username is locked for everyone else...
    expect((await login(app, 'ada', PASSWORD, '198.51.100.99')).status).toBe(429);
    expect((await login(app, 'ada', PASSWORD, browser)).status).toBe(429);
    // ...but not for the browser that holds the device cookie.
    const withDevice = { address: browser, headers: { Cookie: device } };
    const answer = await postJson(
      app,
      '/api/admin/login',
      { username: 'ada', password: PASSWORD },
      withDevice,
    );
    expect(answer.status).toBe(204);
  });

  it('keeps the device cookie after sign-out, and sets it HttpOnly, SameSite=Strict, for the sign-in only', async () => {
    const { app } = await setUp();
    const response = await login(app, 'ada', PASSWORD);
    expect(setCookieOf(response, ADMIN_DEVICE.cookie)).toMatch(
      /^admin_device=[^;]+; Max-Age=31536000; Path=\/api\/admin\/login; HttpOnly; SameSite=Strict$/,
    );
    const logout = await request(app, 'POST', '/api/admin/logout', sessionCookie(response));
    expect(logout.status).toBe(204);
    expect(setCookieOf(logout, ADMIN_SESSION.cookie)).toContain('Max-Age=0');
    expect(setCookieOf(logout, ADMIN_DEVICE.cookie)).toBeUndefined();
  });

  it("exempts no browser with a forged device cookie, or one of another admin's", async () => {
    const { app, clock } = await setUp();
    await createAdmin(store(), { username: 'grace', password: PASSWORD }, new Date(clock.now()), CHEAP);
    const graces = deviceCookie(await login(app, 'grace', PASSWORD));
    const value = decodeURIComponent(graces.split('=').slice(1).join('='));
    const forged = `${ADMIN_DEVICE.cookie}=${encodeURIComponent(`ada.${value.split('.').pop()}`)}`;
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await login(app, 'ada', 'wrong', `192.0.2.${attempt}`)).status).toBe(401);
    for (const cookie of [graces, forged, `${ADMIN_DEVICE.cookie}=ada`]) {
      const answer = await postJson(
        app,
        '/api/admin/login',
        { username: 'ada', password: PASSWORD },
        { headers: { Cookie: cookie } },
      );
      expect(answer.status).toBe(429);
    }
  });

  it('still applies the per-client limit to a browser with the device cookie', async () => {
    const { app } = await setUp();
    const device = deviceCookie(await login(app, 'ada', PASSWORD));
    const withDevice = { headers: { Cookie: device } };
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await postJson(
        app,
        '/api/admin/login',
        { username: 'ada', password: 'wrong' },
        withDevice,
      );
      expect(answer.status).toBe(401);
    }
    const refused = await postJson(
      app,
      '/api/admin/login',
      { username: 'ada', password: PASSWORD },
      withDevice,
    );
    expect(refused.status).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const { app } = await setUp();
    for (let attempt = 0; attempt < 12; attempt++)
      expect((await login(app, 'ada', PASSWORD)).status).toBe(204);
  });

  it.each([
    ['a missing password', { username: 'admin' }, 'password: Enter your password.'],
    ['an empty username', { username: ' ', password: 'x' }, 'username: Enter your username.'],
    ['a number for a username', { username: 7, password: 'x' }, 'username: Enter your username.'],
    [
      'a username that is too long',
      { username: 'a'.repeat(201), password: 'x' },
      'username: Keep the username under 201 characters.',
    ],
    ['an extra field', { username: 'a', password: 'b', role: 'admin' }, 'role: Unknown field.'],
    ['an array', [], ERROR_MESSAGES.notAnObject],
  ])('answers 400 for %s', async (_case, body, message) => {
    const { app } = await setUp();
    const response = await postJson(app, '/api/admin/login', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 400 for malformed JSON, 415 for a form, 413 for a huge body', async () => {
    const { app } = await setUp();
    expect((await postJson(app, '/api/admin/login', '{"username":')).status).toBe(400);
    const form = await app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(form.status).toBe(415);
    const huge = await postJson(app, '/api/admin/login', { username: 'a', password: 'p'.repeat(20_000) });
    expect(huge.status).toBe(413);
  });
});

describe('the admin session', () => {
  it('names the admin, then ends server-side on logout', async () => {
    const { app } = await setUp();
    const cookie = await signIn(app);
    const session = await request(app, 'GET', '/api/admin/session', cookie);
    expect(session.status).toBe(200);
    expect(session.headers.get('Cache-Control')).toBe('no-store');
    expect(await session.json()).toEqual({ username: 'ada' });

    const logout = await request(app, 'POST', '/api/admin/logout', cookie);
    expect(logout.status).toBe(204);
    expect(logout.headers.get('Set-Cookie')).toMatch(/^admin_session=; Max-Age=0; Path=\/api\/admin/);
    expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(401);
  });

  it('ends after 30 minutes without a request', async () => {
    const { app, clock } = await setUp();
    const cookie = await signIn(app);
    clock.advance(29 * MINUTE);
    expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(200);
    clock.advance(30 * MINUTE);
    const expired = await request(app, 'GET', '/api/admin/session', cookie);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: ERROR_MESSAGES.signInRequired });
    // Gone for good, not only refused.
    clock.advance(-30 * MINUTE);
    expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(401);
  });

  it('ends 8 hours after sign-in however active', async () => {
    const { app, clock } = await setUp();
    const cookie = await signIn(app);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(401);
  });

  it('ends when the password is reset', async () => {
    const { app, clock } = await setUp();
    const cookie = await signIn(app);
    const newPassword = { username: 'ada', password: 'another long password' };
    await createAdmin(store(), newPassword, new Date(clock.now()), CHEAP);
    expect((await request(app, 'GET', '/api/admin/session', cookie)).status).toBe(401);
    expect((await login(app, 'ada', PASSWORD)).status).toBe(401);
    expect((await login(app, 'ada', 'another long password')).status).toBe(204);
  });
});

describe('every admin route but the login', () => {
  const ID = '3f1c2f0e-8d0a-4a57-9d6b-3b0e7b9f3a11';
  const ROUTES = [
    ['GET', '/api/admin/session'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/feedback'],
    ['GET', `/api/admin/feedback/${ID}`],
    ['PATCH', `/api/admin/feedback/${ID}`],
    ['DELETE', `/api/admin/feedback/${ID}`],
    ['GET', '/api/admin/anything-else'],
  ] as const;

  // One test over every route: each setUp costs a store reset.
  it('refuses a request without a session, or with an unknown one, with 401', async () => {
    const { app } = await setUp();
    for (const [method, path] of ROUTES) {
      for (const cookie of [undefined, `${ADMIN_SESSION.cookie}=made-up`]) {
        const response = await request(app, method, path, cookie);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await response.json()).toEqual({ message: ERROR_MESSAGES.signInRequired });
      }
    }
  });
});

describe('a state change from another site', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost' }],
    ['the null origin of a sandboxed page', { Origin: 'null' }],
  ])('is refused with 403 when it carries %s, whatever its content type', async (_case, headers) => {
    const { app } = await setUp();
    const cookie = await signIn(app);
    for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const logout = await request(app, 'POST', '/api/admin/logout', cookie, {
        ...headers,
        'Content-Type': contentType,
      });
      expect(logout.status).toBe(403);
      expect(await logout.json()).toEqual({ message: ERROR_MESSAGES.crossSite });
    }
    const loginFromElsewhere = await postJson(
      app,
      '/api/admin/login',
      { username: 'ada', password: PASSWORD },
      { headers },
    );
    expect(loginFromElsewhere.status).toBe(403);
    // The session survived every refused request, and reads stay allowed.
    expect((await request(app, 'GET', '/api/admin/session', cookie, headers)).status).toBe(200);
  });

  it('is let through from the site itself', async () => {
    const { app } = await setUp();
    const cookie = await signIn(app);
    const logout = await request(app, 'POST', '/api/admin/logout', cookie, {
      Origin: 'http://localhost',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(logout.status).toBe(204);
  });
});
