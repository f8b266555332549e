import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  describeLookupError,
  isStatusEnded,
  LOOKUP_ERROR_MESSAGES,
  STATUS_FIELD_MESSAGES,
  StatusCreateInput,
  StatusUpdateInput,
} from '../src/index.js';
import { failure } from './failure.js';

const server = setUpHttpTestServer();

const api = () => createApiClient({ baseUrl: `${server.url}/api`, getIdToken: async () => 'token-1' });
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const SNAPSHOT = { accessCode: 'K7Q2ZD', emergency: false, location: PARIS, timezone: 'Europe/Paris' };

describe('status calls of the mobile app', () => {
  it('creates a status with the bearer token and reads the id, code and snapshot', async () => {
    server.respond((_request, response) =>
      json(response, 201, { id: 'abc', accessCode: 'K7Q2ZD', snapshot: SNAPSHOT }),
    );
    const created = await api().createStatus({ timezone: 'Europe/Paris', location: PARIS });
    expect(created.id).toBe('abc');
    expect(created.accessCode).toBe('K7Q2ZD');
    expect(created.snapshot.location).toEqual(PARIS);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/statuses');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      timezone: 'Europe/Paris',
      location: PARIS,
      emergency: false,
    });
  });

  it('updates a status by its id and stops it without a body', async () => {
    server.respond((request, response) =>
      request.method === 'DELETE'
        ? response.writeHead(204).end()
        : json(response, 200, { snapshot: { ...SNAPSHOT, emergency: true } }),
    );
    const { snapshot } = await api().updateStatus('a/b', { emergency: true });
    expect(snapshot.emergency).toBe(true);
    await expect(api().stopStatus('a/b')).resolves.toBeUndefined();
    expect(server.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['PATCH', '/api/statuses/a%2Fb', '{"emergency":true}'],
      ['DELETE', '/api/statuses/a%2Fb', ''],
    ]);
  });

  it('refuses invalid input before sending, naming the field', async () => {
    const error = await failure(api().createStatus({ timezone: 'Mars/Olympus', location: PARIS }));
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toBe(`timezone: ${STATUS_FIELD_MESSAGES.timezone}`);
    expect((await failure(api().updateStatus('x', {}))).message).toBe(STATUS_FIELD_MESSAGES.noChange);
    expect(server.requests).toHaveLength(0);
  });

  it('says Authentication required for a 401 and rejects an answer outside the contract', async () => {
    server.respond((_request, response) => json(response, 401, { message: 'Authentication required' }));
    expect((await failure(api().stopStatus('x'))).message).toBe('Authentication required');
    server.respond((_request, response) => json(response, 201, { id: 7 }));
    const error = await failure(api().createStatus({ timezone: 'UTC', location: PARIS }));
    expect(error.kind).toBe('invalid-response');
  });

  it('tells a lookup of an ended status apart from an unknown one', async () => {
    server.respond((_request, response) => json(response, 410, { message: 'This status has ended.' }));
    const ended = await failure(api().getSnapshot('K7Q2ZD'));
    expect(isStatusEnded(ended)).toBe(true);
    expect(describeLookupError(ended)).toBe(LOOKUP_ERROR_MESSAGES.ended);
    server.respond((_request, response) => json(response, 404, { message: 'User not found.' }));
    const unknown = await failure(api().getSnapshot('K7Q2ZD'));
    expect(isStatusEnded(unknown)).toBe(false);
    expect(describeLookupError(unknown)).toBe(LOOKUP_ERROR_MESSAGES.notFound);
  });
});

describe('the status schemas', () => {
  const valid = { timezone: 'UTC', location: PARIS };

  it.each([
    ['an unknown time zone', { ...valid, timezone: 'Nowhere/City' }, 'timezone'],
    ['a latitude past 90', { ...valid, location: { latitude: 91, longitude: 0 } }, 'location.latitude'],
    ['a longitude past 180', { ...valid, location: { latitude: 0, longitude: -181 } }, 'location.longitude'],
    ['an end time without a zone', { ...valid, endTime: '2026-11-23T18:30:00' }, 'endTime'],
    ['an http photo', { ...valid, photo_url: 'http://example.org/a.jpg' }, 'photo_url'],
    ['an over-long info', { ...valid, info: 'x'.repeat(1001) }, 'info'],
    ['an unknown field', { ...valid, pin: '1234' }, ''],
    ['no location', { timezone: 'UTC' }, 'location'],
  ])('refuses %s', (_case, input, path) => {
    const result = StatusCreateInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('accepts a full status and defaults emergency to false', () => {
    const parsed = StatusCreateInput.parse({
      ...valid,
      endTime: '2026-11-23T18:30:00+01:00',
      info: 'Back by 7',
      timerDetails: { who: 'Sam', what: 'Run', where: 'Park' },
      startLocation: null,
      photo_url: 'https://example.org/me.jpg',
    });
    expect(parsed.emergency).toBe(false);
    expect(StatusCreateInput.parse(valid)).toEqual({ ...valid, emergency: false });
    expect(StatusUpdateInput.parse({ endTime: null })).toEqual({ endTime: null });
  });
});

describe('alert calls of the lookup page', () => {
  const SUBSCRIPTION = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };

  it('reads the key, subscribes with the code, and stops by id', async () => {
    server.respond((request, response) => {
      if (request.method === 'GET') return json(response, 200, { publicKey: 'key-1' });
      if (request.method === 'POST') return json(response, 201, { id: 'alert/1' });
      response.writeHead(204).end();
    });
    const client = createApiClient({ baseUrl: `${server.url}/api` });
    expect(await client.alertKey()).toEqual({ publicKey: 'key-1' });
    expect(await client.subscribeAlerts({ accessCode: 'K7Q2ZD', subscription: SUBSCRIPTION })).toEqual({
      id: 'alert/1',
    });
    await expect(client.stopAlerts('alert/1')).resolves.toBeUndefined();
    expect(server.requests.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/alerts/key'],
      ['POST', '/api/alerts'],
      ['DELETE', '/api/alerts/alert%2F1'],
    ]);
    // A subscription that names no language is sent as English, the contract's default.
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({
      accessCode: 'K7Q2ZD',
      subscription: SUBSCRIPTION,
      locale: 'en',
    });
  });

  it('answers a refusal with the server’s message (alerts off: 503)', async () => {
    server.respond((_request, response) =>
      json(response, 503, { message: 'Alerts are off on this server.' }),
    );
    const error = await failure(createApiClient({ baseUrl: `${server.url}/api` }).alertKey());
    expect(error.status).toBe(503);
    expect(error.message).toBe('Alerts are off on this server.');
  });
});

describe('the street map of the lookup', () => {
  it('answers the tiles’ address on the API’s origin, whatever path the server names', async () => {
    server.respond((_request, response) => json(response, 200, { tiles: '/api/map/tiles.pmtiles' }));
    const client = createApiClient({ baseUrl: `${server.url}/api` });
    expect(await client.getMapSetup()).toEqual({ tiles: `${server.url}/api/map/tiles.pmtiles` });
    expect(server.requests.map((request) => [request.method, request.url])).toEqual([['GET', '/api/map']]);
  });

  it('answers null tiles when the site has no street map', async () => {
    server.respond((_request, response) => json(response, 200, { tiles: null }));
    expect(await createApiClient({ baseUrl: `${server.url}/api` }).getMapSetup()).toEqual({ tiles: null });
  });
});
