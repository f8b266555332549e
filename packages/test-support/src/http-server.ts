import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the server answers a request; set by each test with `respond`. */
export type Handler = (request: ReceivedRequest, response: ServerResponse) => unknown;

/** A running test server: its address, what it received, and how to change its answer or stop it. */
export interface HttpTestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** Every request received, oldest first; tests empty it with `requests.length = 0`. */
  requests: ReceivedRequest[];
  respond(next: Handler): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1, on a free port, whose answers each test controls; it records every request.
 * Until a test says otherwise it answers 204 without a body.
 *
 * @example
 * const server = await createHttpTestServer();
 * server.respond((_request, response) => json(response, 404, { message: 'Nothing here' }));
 * await fetch(`${server.url}/api/thing`); // 404; server.requests[0].url === '/api/thing'
 * await server.close();
 */
export async function createHttpTestServer(): Promise<HttpTestServer> {
  let handler: Handler = (_request, response) => {
    response.writeHead(204).end();
  };
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next: Handler) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Answers with a JSON body and its content type, and any other headers given.
 *
 * @example
 * server.respond((_request, response) => json(response, 200, { ok: true }));
 * server.respond((_request, response) => json(response, 429, { message: 'Wait' }, { 'Retry-After': '60' }));
 */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}
