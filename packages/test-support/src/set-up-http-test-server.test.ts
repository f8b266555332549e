import { describe, expect, it } from 'vitest';
import { json } from './http-server.js';
import { setUpHttpTestServer } from './set-up-http-test-server.js';

const server = setUpHttpTestServer((_request, response) => json(response, 200, { answer: 'default' }));

describe('setUpHttpTestServer', () => {
  it('answers with the file’s answer, and a test may change it', async () => {
    expect(await (await fetch(`${server.url}/one`)).json()).toEqual({ answer: 'default' });
    server.respond((_request, response) => json(response, 201, { answer: 'changed' }));
    const changed = await fetch(`${server.url}/two`);
    expect(changed.status).toBe(201);
    expect(server.requests.map((request) => request.url)).toEqual(['/one', '/two']);
  });

  it('starts each test with no requests and the file’s answer again', async () => {
    expect(server.requests).toEqual([]);
    expect(await (await fetch(`${server.url}/three`)).json()).toEqual({ answer: 'default' });
  });
});
