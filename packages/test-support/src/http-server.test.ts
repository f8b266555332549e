import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTestServer, type HttpTestServer, json } from './http-server.js';

let server: HttpTestServer;

beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

describe('createHttpTestServer', () => {
  it('answers 204 until a test says otherwise, and records the request with its body', async () => {
    const response = await fetch(`${server.url}/first?a=1`, { method: 'POST', body: 'hello' });
    expect(response.status).toBe(204);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/first?a=1', body: 'hello' });
  });

  it('answers as the test says, with JSON and its content type', async () => {
    server.respond((_request, response) => json(response, 418, { message: 'teapot' }));
    const response = await fetch(`${server.url}/second`);
    expect(response.status).toBe(418);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ message: 'teapot' });
  });

  it('refuses connections once closed', async () => {
    const closed = await createHttpTestServer();
    await closed.close();
    await expect(fetch(`${closed.url}/`)).rejects.toThrow();
  });
});
