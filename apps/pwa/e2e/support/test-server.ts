// The browser tests' server: the production build of the site, served on 127.0.0.1 with the project's headers
// and cache rules, and an API under /api whose answers the tests script through /__e2e/ control endpoints.
// Tests running in parallel keep apart by keys: the access code of a lookup, the subject of a feedback, the
// username of an admin login.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { cacheControlFor, contentTypeFor, securityHeaders } from '../../src/hosting/headers';
import { siteFileCandidates } from '../../src/hosting/site-files';

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
  headers: IncomingMessage['headers'];
  body: string;
}

const answers = new Map<string, ScriptedAnswer>();
const requests = new Map<string, RecordedRequest[]>();
let serviceWorkerVersion = '';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function keyOf(path: string, query: Record<string, string>, body: string): string {
  if (path === '/api/getSnapshot') return `lookup:${query.accessCode ?? ''}`;
  try {
    const json = JSON.parse(body) as { subject?: string; username?: string };
    if (path === '/api/addFeedback') return `feedback:${json.subject ?? ''}`;
    if (path === '/api/admin/login') return `admin:${json.username ?? ''}`;
  } catch {
    // not JSON: falls through to the path alone
  }
  return path;
}

const DEFAULT_ANSWERS: Record<string, ScriptedAnswer> = {
  '/api/getSnapshot': { status: 404, body: { message: 'No status for this code' } },
  '/api/addFeedback': { status: 201, body: { id: 'feedback-1' } },
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

async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  const body = await readBody(request);
  const query = Object.fromEntries(url.searchParams);
  const key = keyOf(url.pathname, query, body);
  const recorded = requests.get(key) ?? [];
  recorded.push({ method: request.method ?? '', path: url.pathname, query, headers: request.headers, body });
  requests.set(key, recorded);
  const answer = answers.get(key) ??
    DEFAULT_ANSWERS[url.pathname] ?? { status: 404, body: { message: 'Not found' } };
  if (answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
  if (answer.raw !== undefined) {
    response.writeHead(answer.status, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    response.end(answer.raw);
  } else {
    sendJson(response, answer.status, answer.body ?? {});
  }
}

async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL) {
  if (url.pathname === '/__e2e/health') return sendJson(response, 200, { ok: true });
  if (url.pathname === '/__e2e/answers' && request.method === 'POST') {
    const { key, ...answer } = JSON.parse(await readBody(request)) as ScriptedAnswer & { key: string };
    answers.set(key, answer);
    return sendJson(response, 204, {});
  }
  if (url.pathname === '/__e2e/requests') {
    return sendJson(response, 200, requests.get(url.searchParams.get('key') ?? '') ?? []);
  }
  if (url.pathname === '/__e2e/service-worker-version' && request.method === 'POST') {
    serviceWorkerVersion = (JSON.parse(await readBody(request)) as { version: string }).version;
    return sendJson(response, 204, {});
  }
  sendJson(response, 404, { message: 'Unknown control' });
}

function serveFile(response: ServerResponse, file: string, pathname: string) {
  const headers: Record<string, string> = {
    ...securityHeaders({ apiBaseUrl: '/api' }),
    'Content-Type': contentTypeFor(pathname),
    'Cache-Control': cacheControlFor(pathname),
  };
  if (pathname === '/sw.js' && serviceWorkerVersion) {
    // A newer build, as far as the browser can tell: the service worker's bytes differ.
    response.writeHead(200, headers);
    response.end(`${readFileSync(file, 'utf8')}\n// version ${serviceWorkerVersion}\n`);
    return;
  }
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
}

function handleSite(response: ServerResponse, url: URL) {
  const pathname = decodeURIComponent(url.pathname);
  // The project's server's rule: the file, else the page prerendered for the path, else the shell.
  for (const candidate of siteFileCandidates(pathname)) {
    const file = normalize(join(dist, candidate));
    if (file !== dist && !file.startsWith(`${dist}/`))
      return sendJson(response, 400, { message: 'Bad path' });
    if (existsSync(file) && statSync(file).isFile()) return serveFile(response, file, candidate);
  }
  sendJson(response, 404, { message: 'Not found' });
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`pnpm --filter @safety-companion/pwa build\` first.`);
  process.exit(1);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
  const handle = url.pathname.startsWith('/__e2e/')
    ? handleControl(request, response, url)
    : url.pathname.startsWith('/api/')
      ? handleApi(request, response, url)
      : Promise.resolve(handleSite(response, url));
  handle.catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) sendJson(response, 500, { message: 'Test server failure' });
  });
});

server.listen(E2E_PORT, '127.0.0.1', () => console.log(`e2e server on http://127.0.0.1:${E2E_PORT}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
