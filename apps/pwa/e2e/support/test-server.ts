// The browser tests' server: the production build of the site, served on 127.0.0.1 by the hosting package's Hono
// sub-app with the build's headers and gzip, the same code as the project's server, and an API under /api whose
// answers the tests script through /__e2e/ control endpoints. Tests running in parallel keep apart by keys: the
// access code of a lookup or of its live stream, the subject of a feedback, the username of an admin login.

import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { siteApp, siteHost } from '@safety-companion/hosting';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const dist = resolve(process.env.E2E_DIST ?? join(import.meta.dirname, '../../dist'));

interface ScriptedAnswer {
  status: number;
  body?: unknown;
  /** Sent as it is instead of JSON. */
  raw?: string;
  delayMs?: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

const answers = new Map<string, ScriptedAnswer>();
const requests = new Map<string, RecordedRequest[]>();
/** The live streams open per key (`stream:CODE`), each with what ends it. */
const streams = new Map<string, Map<SSEStreamingApi, () => void>>();
let eventId = 0;
let serviceWorkerVersion = '';

/** The VAPID public key the scripted API gives (65 bytes in base64url, as a server's). */
export const TEST_ALERT_KEY = `B${'A'.repeat(86)}`;

function keyOf(path: string, query: Record<string, string>, body: string): string {
  if (path === '/api/getSnapshot') return `lookup:${query.accessCode ?? ''}`;
  // Stopping one: `alert:ID`.
  if (path.startsWith('/api/alerts/') && path !== '/api/alerts/key') return `alert:${path.slice(12)}`;
  try {
    const json = JSON.parse(body) as { subject?: string; username?: string; accessCode?: string };
    if (path === '/api/alerts') return `alerts:${json.accessCode ?? ''}`;
    if (path === '/api/addFeedback') return `feedback:${json.subject ?? ''}`;
    if (path === '/api/admin/login') return `admin:${json.username ?? ''}`;
  } catch {
    // not JSON: falls through to the path alone
  }
  return path;
}

const DEFAULT_ANSWERS: Record<string, ScriptedAnswer> = {
  '/api/getSnapshot': { status: 404, body: { message: 'No status for this code' } },
  // A test that wants the page live scripts its stream's key with a 200.
  '/api/snapshotStream': { status: 404, body: { message: 'No status for this code' } },
  // The site has no street map (MAP_TILES unset): the lookup's map asks for no tiles.
  '/api/map': { status: 200, body: { tiles: null } },
  '/api/addFeedback': { status: 201, body: { id: 'feedback-1' } },
  '/api/alerts/key': { status: 200, body: { publicKey: TEST_ALERT_KEY } },
  '/api/alerts': { status: 201, body: { id: 'alert-1' } },
  '/api/admin/login': { status: 401, body: { message: 'Invalid credentials.' } },
  // Signed in, with one open message: /admin shows its inbox.
  '/api/admin/session': { status: 200, body: { username: 'admin' } },
  '/api/admin/feedback': {
    status: 200,
    body: {
      items: [
        {
          id: '3f1c2f0e-8d0a-4a57-9d6b-3b0e7b9f3a11',
          name: 'Sam Rivera',
          email: 'sam@example.com',
          subject: 'Lovely app',
          body: 'The countdown saved me a worried evening. Thank you!',
          location: 'web',
          createdAt: '2026-11-23T10:00:00.000Z',
          handled: false,
          handledAt: null,
        },
      ],
      nextCursor: null,
    },
  },
};

function record(c: Context, key: string, body: string) {
  const recorded = requests.get(key) ?? [];
  const headers = Object.fromEntries(c.req.raw.headers);
  recorded.push({ method: c.req.method, path: c.req.path, query: c.req.query(), headers, body });
  requests.set(key, recorded);
}

function answerFor(key: string, path: string): ScriptedAnswer {
  const stopsAlert = key.startsWith('alert:');
  return (
    answers.get(key) ??
    DEFAULT_ANSWERS[path] ??
    (stopsAlert ? { status: 204 } : { status: 404, body: { message: 'Not found' } })
  );
}

async function scriptedApi(c: Context) {
  const path = c.req.path;
  const body = await c.req.text();
  const key = keyOf(path, c.req.query(), body);
  record(c, key, body);
  const answer = answerFor(key, path);
  if (answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
  c.header('Cache-Control', 'no-store');
  // A 204 has no body: a JSON one would make the answer invalid.
  if (answer.status === 204) return c.body(null, 204);
  const status = answer.status as ContentfulStatusCode;
  if (answer.raw !== undefined) return c.text(answer.raw, status);
  return c.json(answer.body ?? {}, status);
}

/**
 * The live status stream of a code, as the server sends it: scripted 200, its first event is the code's scripted
 * lookup answer; then the events the test sends (`/__e2e/stream-events`). Any other scripted answer refuses it.
 */
function scriptedStream(c: Context) {
  const code = c.req.query('accessCode') ?? '';
  const key = `stream:${code}`;
  record(c, key, '');
  const answer = answerFor(key, c.req.path);
  if (answer.status !== 200) return c.json(answer.body ?? {}, answer.status as ContentfulStatusCode);
  const current = answers.get(`lookup:${code}`);
  c.header('Cache-Control', 'no-store');
  return streamSSE(c, async (stream) => {
    const open = streams.get(key) ?? new Map<SSEStreamingApi, () => void>();
    streams.set(key, open);
    const ended = new Promise<void>((resolve) => open.set(stream, resolve));
    stream.onAbort(() => open.get(stream)?.());
    if (current?.status === 200) {
      await stream.writeSSE({ event: 'status', id: String(++eventId), data: JSON.stringify(current.body) });
    }
    await ended;
    open.delete(stream);
  });
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`pnpm --filter @safety-companion/pwa build\` first.`);
  process.exit(1);
}

// The site as every host serves it, after the test controls and the scripted API. `site` answers the service
// worker's bytes below.
const site = siteApp(dist);
const app = siteHost(dist, (app) => {
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ message: error.message }, error.status);
    console.error(error);
    return c.json({ message: 'Test server failure' }, 500);
  });

  app.get('/__e2e/health', (c) => c.json({ ok: true }));
  app.post('/__e2e/answers', async (c) => {
    const { key, ...answer } = await c.req.json<ScriptedAnswer & { key: string }>();
    answers.set(key, answer);
    return c.body(null, 204);
  });
  app.get('/__e2e/requests', (c) => c.json(requests.get(c.req.query('key') ?? '') ?? []));
  // Sends an event to every open stream of a key (an `ended` or a `reconnect` then closes them, as the server
  // does); answers how many got it.
  app.post('/__e2e/stream-events', async (c) => {
    const { key, event, data } = await c.req.json<{ key: string; event: string; data: unknown }>();
    const open = [...(streams.get(key) ?? new Map<SSEStreamingApi, () => void>())];
    for (const [stream, end] of open) {
      await stream.writeSSE({ event, id: String(++eventId), data: JSON.stringify(data) });
      if (event === 'ended' || event === 'reconnect') end();
    }
    return c.json({ delivered: open.length });
  });
  app.post('/__e2e/service-worker-version', async (c) => {
    serviceWorkerVersion = (await c.req.json<{ version: string }>()).version;
    return c.body(null, 204);
  });
  app.all('/__e2e/*', (c) => c.json({ message: 'Unknown control' }, 404));

  app.get('/api/snapshotStream', scriptedStream);
  app.all('/api/*', scriptedApi);

  // A newer build, as far as the browser can tell: the service worker's bytes differ. The file is asked of the site
  // without the browser's validators, so that its ETag cannot answer 304 for the old bytes, and uncompressed, so
  // that the version can be added to its text.
  app.get('/sw.js', async (c, next) => {
    if (!serviceWorkerVersion) return next();
    const headers = new Headers(c.req.raw.headers);
    headers.delete('If-None-Match');
    headers.delete('Accept-Encoding');
    const original = await site.request(c.req.url, { headers });
    const answer = new Headers(original.headers);
    answer.delete('ETag');
    answer.delete('Content-Length');
    const text = `${await original.text()}\n// version ${serviceWorkerVersion}\n`;
    return new Response(text, { status: original.status, headers: answer });
  });
});

const server = serve({ fetch: app.fetch, port: E2E_PORT, hostname: '127.0.0.1' }, () =>
  console.log(`e2e server on http://127.0.0.1:${E2E_PORT}`),
) as Server;
// The tests' own calls (their scripted answers) reuse kept-alive connections: a server that closes an idle one just
// as a test sends on it answers that test with ECONNRESET (seen under load). Idle connections live longer than a test.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
