import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHttpTestServer, type Handler, type HttpTestServer } from './http-server.js';

/**
 * One test server for a test file: started before its tests, closed after them, and before each test emptied of
 * the requests it received and set to answer with `answer` (by default 204 without a body).
 *
 * @example
 * const server = setUpHttpTestServer((_request, response) => json(response, 200, { id: 'feedback-1' }));
 * it('posts', async () => {
 *   await fetch(`${server.url}/api/addFeedback`, { method: 'POST' });
 *   expect(server.requests).toHaveLength(1);
 * });
 */
export function setUpHttpTestServer(answer?: Handler): HttpTestServer {
  let server: HttpTestServer | undefined;
  const started = () => {
    if (!server)
      throw new Error('The test server starts before the first test: use it inside a test or hook.');
    return server;
  };
  beforeAll(async () => {
    server = await createHttpTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    started().requests.length = 0;
    started().respond(answer ?? ((_request, response) => response.writeHead(204).end()));
  });
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    respond: (next) => started().respond(next),
    close: () => started().close(),
  };
}
