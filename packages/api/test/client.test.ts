import { createHttpTestServer, json, setUpHttpTestServer } from '@safety-companion/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminClient } from '../src/admin.js';
import {
  ADMIN_LOGIN_FIELD_MESSAGES,
  API_ERROR_MESSAGES,
  ApiError,
  createAdminClient as createAdminClientOfIndex,
  createApiClient,
  DEMO_ACCESS_CODE,
  SAMPLE_SNAPSHOT,
} from '../src/index.js';
import { failure } from './failure.js';

const server = setUpHttpTestServer((_request, response) => json(response, 200, { ok: true }));
afterEach(() => vi.restoreAllMocks());

function client(options: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({ baseUrl: `${server.url}/api`, ...options });
}

describe('requests', () => {
  it.each(['get', 'delete'] as const)(
    '%s sends query parameters under the base URL, without a body',
    async (method) => {
      const result = await client()[method]('/things', { searchParams: { q: 'a b', n: 2 } });
      expect(result).toEqual({ ok: true });
      const [request] = server.requests;
      expect(request?.method).toBe(method.toUpperCase());
      expect(request?.url).toBe('/api/things?q=a+b&n=2');
      expect(request?.body).toBe('');
      expect(request?.headers['content-type']).toBe('application/json');
    },
  );

  it.each(['post', 'put', 'patch'] as const)('%s JSON-encodes its body', async (method) => {
    await client()[method]('/things', { a: 1, text: 'é' });
    const [request] = server.requests;
    expect(request?.method).toBe(method.toUpperCase());
    expect(request?.url).toBe('/api/things');
    expect(JSON.parse(request?.body ?? '')).toEqual({ a: 1, text: 'é' });
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('sends no body when a post has none', async () => {
    await client().post('/ping');
    expect(server.requests[0]?.body).toBe('');
  });

  it('appends the path to a base URL with a trailing slash instead of resolving it against the origin', async () => {
    await createApiClient({ baseUrl: `${server.url}/v2/api/` }).get('/getSnapshot');
    expect(server.requests[0]?.url).toBe('/v2/api/getSnapshot');
  });
});

describe('identity token', () => {
  it('adds a bearer token when one is given', async () => {
    await client({ getIdToken: async () => 'token-123' }).get('/me');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-123');
  });

  it.each([null, undefined, ''])('sends no Authorization header when the token is %j', async (token) => {
    await client({ getIdToken: async () => token }).get('/me');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('logs a failure to get the token and sends the request unauthenticated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('token service down');
    const result = await client({ getIdToken: () => Promise.reject(failure) }).get('/me');
    expect(result).toEqual({ ok: true });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
  });
});

describe('responses', () => {
  it('gives {} for an empty body', async () => {
    server.respond((_request, response) => response.writeHead(200).end());
    expect(await client().get('/empty')).toEqual({});
  });

  it('returns a non-JSON body as text', async () => {
    server.respond((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('plain words'),
    );
    expect(await client().get('/text')).toBe('plain words');
  });

  it('parses JSON whatever the content type says', async () => {
    server.respond((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('[1,2]'),
    );
    expect(await client().get('/list')).toEqual([1, 2]);
  });
});

describe('errors', () => {
  it("gives 'Authentication required' for 401, whatever the body says", async () => {
    server.respond((_request, response) => json(response, 401, { message: 'token expired' }));
    const error = await failure(client().get('/private'));
    expect(error.message).toBe('Authentication required');
    expect(error.status).toBe(401);
    expect(error.kind).toBe('http');
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(ApiError);
  });

  it.each([
    ['the message field', 400, JSON.stringify({ message: 'Bad thing', error: 'ignored' }), 'Bad thing'],
    ['else the error field', 403, JSON.stringify({ error: 'Forbidden here' }), 'Forbidden here'],
    ['else the raw text', 502, 'Bad Gateway from proxy', 'Bad Gateway from proxy'],
    ['the raw text of JSON without either', 409, JSON.stringify({ code: 7 }), '{"code":7}'],
    ['the raw text of an empty JSON object', 500, '{}', '{}'],
    ['the raw text of JSON whose message is not text', 400, '{"message": 42}', '{"message": 42}'],
    ['else the status', 418, '', 'HTTP error! status: 418'],
    ['else the status for a blank text', 503, '  \n', 'HTTP error! status: 503'],
  ])('uses %s', async (_case, status, body, message) => {
    server.respond((_request, response) => response.writeHead(status).end(body));
    const error = await failure(client().delete('/thing'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it.each([
    ['a JSON content type', 'application/json'],
    ['a JSON content type with a charset', 'application/json; charset=utf-8'],
    ['a problem+json content type', 'application/problem+json'],
    ['no content type', undefined],
  ])('gives the raw text of a JSON error body without message or error, with %s', async (_case, type) => {
    const text = '{ "code": "E_BUSY", "retry": true }';
    server.respond((_request, response) =>
      response.writeHead(409, type ? { 'Content-Type': type } : {}).end(text),
    );
    const error = await failure(client().post('/thing', {}));
    expect(error.message).toBe(text);
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ code: 'E_BUSY', retry: true });
  });

  it('keeps the parsed body of a JSON error and the message field first', async () => {
    server.respond((_request, response) =>
      json(response, 422, { message: 'Fix the form', error: 'Unprocessable', fields: ['email'] }),
    );
    const error = await failure(client().put('/thing', {}));
    expect(error.message).toBe('Fix the form');
    expect(error.body).toEqual({ message: 'Fix the form', error: 'Unprocessable', fields: ['email'] });
  });

  it('gives the raw text of a body that says it is JSON but is not', async () => {
    server.respond((_request, response) =>
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('upstream exploded'),
    );
    const error = await failure(client().post('/thing', {}));
    expect(error.message).toBe('upstream exploded');
    expect(error.body).toBe('upstream exploded');
  });

  function answerTooMany(retryAfter?: string) {
    const headers: Record<string, string> = retryAfter ? { 'Retry-After': retryAfter } : {};
    server.respond((_request, response) => json(response, 429, { message: 'Slow down' }, headers));
  }

  it('reads how long to wait from Retry-After in seconds', async () => {
    answerTooMany('840');
    const error = await failure(client().get('/thing'));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(840);
  });

  it('reads how long to wait from Retry-After as an HTTP date', async () => {
    answerTooMany(new Date(Date.now() + 120_000).toUTCString());
    const error = await failure(client().get('/thing'));
    // The date has whole seconds only.
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it.each([
    [{ code: 'full', message: 'No room.' }, 'full'],
    [{ message: 'No room.' }, undefined],
    [{ code: 7, message: 'No room.' }, undefined],
  ])("carries the failure's code the body names: %j", async (body, code) => {
    server.respond((_request, response) => json(response, 429, body));
    const error = await failure(client().get('/thing'));
    expect(error.code).toBe(code);
    expect(error.message).toBe('No room.');
  });

  it.each(['soon', undefined])('knows no wait from Retry-After %j', async (retryAfter) => {
    answerTooMany(retryAfter);
    const error = await failure(client().get('/thing'));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it('times out a slow answer with the spec message', async () => {
    server.respond((_request, response) => {
      setTimeout(() => json(response, 200, { late: true }), 500);
    });
    const error = await failure(client({ timeoutMs: 100 }).get('/slow'));
    expect(error.message).toBe('Request timed out. Please try again.');
    expect(error.kind).toBe('timeout');
    expect(error.cause).toBeDefined();
  });

  it('counts a slow identity token against the same deadline', async () => {
    const never = new Promise<string>(() => {});
    const error = await failure(client({ timeoutMs: 100, getIdToken: () => never }).get('/slow-token'));
    expect(error.message).toBe('Request timed out. Please try again.');
    expect(server.requests).toHaveLength(0);
  });

  it("reports a network failure with a message containing 'Network'", async () => {
    const closed = await createHttpTestServer();
    await closed.close();
    const error = await failure(createApiClient({ baseUrl: `${closed.url}/api` }).post('/addFeedback', {}));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Network');
  });

  it('retries a GET once after a 503, and gives the second answer', async () => {
    let calls = 0;
    server.respond((_request, response) => {
      calls += 1;
      if (calls === 1) json(response, 503, { message: 'busy' });
      else json(response, 200, { ok: 'second' });
    });
    expect(await client().get('/flaky')).toEqual({ ok: 'second' });
    expect(server.requests).toHaveLength(2);
  });

  it('times out a body that never ends', async () => {
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"partial":');
    });
    const error = await failure(client({ timeoutMs: 150 }).get('/stalled'));
    expect(error.kind).toBe('timeout');
  });

  it('never retries a POST', async () => {
    server.respond((_request, response) => json(response, 503, { message: 'busy' }));
    const error = await failure(client().post('/addFeedback', { a: 1 }));
    expect(error.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });
});

describe('getSnapshot', () => {
  it('upper-cases the code and reads the snapshot', async () => {
    server.respond((_request, response) => json(response, 200, { accessCode: 'ABC123', emergency: true }));
    const snapshot = await client().getSnapshot(' abc123 ');
    expect(server.requests[0]?.url).toBe('/api/getSnapshot?accessCode=ABC123');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(snapshot.emergency).toBe(true);
    expect(snapshot.timerDetails).toBeNull();
  });

  it.each([
    ['ABC12', 'invalid'],
    ['ABC1234', 'invalid'],
    ['AB-123', 'invalid'],
    ['ÄBC123', 'invalid'],
    ['ABCU23', 'withU'],
    ['', 'required'],
  ])('rejects %j without any request, with the fault as its code', async (code, fault) => {
    const error = await failure(client().getSnapshot(code));
    expect(error.kind).toBe('invalid-request');
    expect(error.code).toBe(fault);
    expect(server.requests).toHaveLength(0);
  });

  it('answers the demo code with the sample snapshot as of now, and no request', async () => {
    const before = Date.now();
    const snapshot = await client().getSnapshot(DEMO_ACCESS_CODE.toLowerCase());
    expect(snapshot.info).toBe(SAMPLE_SNAPSHOT.info);
    // Last updated 2 minutes before the call, its countdown still running.
    expect(Date.parse(snapshot.timestamp as string)).toBeGreaterThanOrEqual(before - 2 * 60_000);
    expect(Date.parse(snapshot.endTime as string)).toBeGreaterThan(Date.now());
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an answer that is not a snapshot', async () => {
    server.respond((_request, response) => response.writeHead(200).end('<html>portal</html>'));
    const error = await failure(client().getSnapshot('ABC123'));
    expect(error.kind).toBe('invalid-response');
  });

  it('gives the server message and status for an unknown code', async () => {
    server.respond((_request, response) => json(response, 404, { message: 'No status for this code' }));
    const error = await failure(client().getSnapshot('ZZZ999'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('No status for this code');
  });
});

describe('a fetch of its own', () => {
  it('answers a call with a response the page already asked the server for, read by the same rules', async () => {
    server.respond((_request, response) => json(response, 200, { accessCode: 'ABC123', emergency: true }));
    const early = fetch(`${server.url}/api/getSnapshot?accessCode=ABC123`);
    const seen: string[] = [];
    const api = client({
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        seen.push(url);
        return url.endsWith('accessCode=ABC123') ? early : fetch(input, init);
      },
    });
    expect((await api.getSnapshot('abc123')).emergency).toBe(true);
    expect(seen).toEqual([`${server.url}/api/getSnapshot?accessCode=ABC123`]);
    expect(server.requests).toHaveLength(1);
  });

  it('maps the failure of an answer it is handed like that of its own', async () => {
    server.respond((_request, response) => json(response, 404, { message: 'No status for this code' }));
    const early = fetch(`${server.url}/api/getSnapshot?accessCode=ZZZ999`);
    const error = await failure(client({ fetch: () => early }).getSnapshot('ZZZ999'));
    expect(error.status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });
});

describe('addFeedback', () => {
  const input = { name: ' Sam ', email: 'sam@example.com', subject: 'Hello', body: 'Thanks!\nSecond line' };

  it('posts exactly the spec payload, trimmed, with location web', async () => {
    server.respond((_request, response) => json(response, 201, { id: 'f-1' }));
    const receipt = await client().addFeedback(input);
    const request = server.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/addFeedback');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      location: 'web',
      email: 'sam@example.com',
      subject: 'Hello',
      body: 'Thanks!\nSecond line',
      name: 'Sam',
    });
    expect(receipt).toEqual({ id: 'f-1' });
  });

  it('refuses invalid input without a request', async () => {
    const error = await failure(client().addFeedback({ ...input, email: 'not-an-email' }));
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toBe('Enter a valid email address, like name@example.com.');
    expect(error.code).toBe('invalid');
    expect(server.requests).toHaveLength(0);
  });
});

// The admin's calls are the same whether a client holds every call or, from `@safety-companion/api/admin`, only them.
describe.each([
  ['createApiClient', createApiClient],
  ['createAdminClient', createAdminClient],
])('the admin calls of %s', (_name, create) => {
  const client = () => create({ baseUrl: `${server.url}/api` });

  it('posts the credentials to /admin/login and reports a refusal', async () => {
    server.respond((_request, response) => json(response, 401, { message: 'Invalid credentials.' }));
    const error = await failure(client().adminLogin({ username: 'ada', password: 'secret' }));
    expect(server.requests[0]?.url).toBe('/api/admin/login');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ username: 'ada', password: 'secret' });
    expect(error.status).toBe(401);
  });

  const item = {
    id: '3f1c2f0e-8d0a-4a57-9d6b-3b0e7b9f3a11',
    name: 'Sam',
    email: 'sam@example.com',
    subject: 'Hi',
    body: 'Thanks',
    location: 'web',
    createdAt: '2026-11-23T10:00:00.000Z',
    handled: false,
    handledAt: null,
  };

  it('refuses empty credentials before sending anything, naming the field', async () => {
    const error = await failure(client().adminLogin({ username: '  ', password: 'x' }));
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toBe(`username: ${ADMIN_LOGIN_FIELD_MESSAGES.username.required}`);
    expect(error.code).toBe('required');
    expect(server.requests).toHaveLength(0);
  });

  it('reads the session, and reports 401 when nobody is signed in', async () => {
    server.respond((_request, response) => json(response, 200, { username: 'ada' }));
    expect(await client().adminSession()).toEqual({ username: 'ada' });
    expect(server.requests[0]?.url).toBe('/api/admin/session');
    server.respond((_request, response) => json(response, 401, { message: 'Sign in first.' }));
    expect((await failure(client().adminSession())).status).toBe(401);
  });

  it('lists a page with its filter and cursor, and refuses an answer that is not a page', async () => {
    server.respond((_request, response) => json(response, 200, { items: [item], nextCursor: 'abc' }));
    const page = await client().listFeedback({ status: 'open', cursor: 'xyz', limit: 5 });
    expect(page).toEqual({ items: [item], nextCursor: 'abc' });
    expect(server.requests[0]?.url).toBe('/api/admin/feedback?status=open&cursor=xyz&limit=5');
    server.respond((_request, response) => json(response, 200, { items: [{ id: 1 }] }));
    expect((await failure(client().listFeedback())).kind).toBe('invalid-response');
  });

  it('gets, patches and deletes one item by its id', async () => {
    server.respond((request, response) =>
      request.method === 'DELETE'
        ? response.writeHead(204).end()
        : json(response, 200, { ...item, handled: request.method === 'PATCH' }),
    );
    expect(await client().getFeedback(item.id)).toEqual(item);
    expect((await client().updateFeedback(item.id, { handled: true })).handled).toBe(true);
    await client().deleteFeedback(item.id);
    await client().adminLogout();
    expect(server.requests.map((request) => `${request.method} ${request.url} ${request.body}`)).toEqual([
      `GET /api/admin/feedback/${item.id} `,
      `PATCH /api/admin/feedback/${item.id} {"handled":true}`,
      `DELETE /api/admin/feedback/${item.id} `,
      'POST /api/admin/logout ',
    ]);
  });

  it('refuses an empty id or a handled flag that is not a boolean before sending anything', async () => {
    expect((await failure(client().getFeedback(' '))).message).toBe('id: Missing feedback id.');
    expect((await failure(client().deleteFeedback(''))).kind).toBe('invalid-request');
    const update = await failure(client().updateFeedback(item.id, { handled: 'yes' as unknown as boolean }));
    expect(update.message).toBe('handled: Send handled as true or false.');
    expect(server.requests).toHaveLength(0);
  });
});

describe('createAdminClient', () => {
  it('is the same function from the package and from its admin entry, and holds the admin calls alone', () => {
    expect(createAdminClientOfIndex).toBe(createAdminClient);
    expect(Object.keys(createAdminClient()).sort()).toEqual([
      'adminLogin',
      'adminLogout',
      'adminSession',
      'deleteFeedback',
      'getFeedback',
      'listFeedback',
      'updateFeedback',
    ]);
  });

  it('takes the options of createApiClient: a slow answer fails with the timeout message', async () => {
    server.respond((_request, response) => setTimeout(() => json(response, 200, { username: 'ada' }), 500));
    const error = await failure(
      createAdminClient({ baseUrl: `${server.url}/api`, timeoutMs: 100 }).adminSession(),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(API_ERROR_MESSAGES.timeout);
  });
});
