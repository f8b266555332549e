import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { listFeedback } from '../test/store-readers.js';
import { openTestStore, publishStatus, testConfig, unusedStore, VALID_FEEDBACK } from '../test/support.js';
import { createLogger } from './log.js';
import { startServer } from './server.js';

const config = testConfig({ host: '127.0.0.1', port: 0 });

/** Sends the first half of a feedback now and the rest when `finish` is called; resolves with the answer. */
function slowFeedback(url: string) {
  const body = Buffer.from(JSON.stringify(VALID_FEEDBACK));
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const response = new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      const req = request(
        `${url}/api/addFeedback`,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, half));
      finish = () => req.end(body.subarray(half));
    },
  );
  return { response, finish: () => finish() };
}

/** A GET over a plain socket, with or without `Accept-Encoding: gzip`: the status and the headers as sent. */
function get(url: string, gzip: boolean) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(url, { headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * Resolves once the HTTP server of this process has read the headers of a request to `path`
 * ('http.server.request.start') or has sent its whole answer ('http.server.response.finish'): Node's own channels.
 */
function serverEvent(channel: 'http.server.request.start' | 'http.server.response.finish', path: string) {
  return new Promise<void>((resolve) => {
    const seen = (message: unknown) => {
      if ((message as { request: IncomingMessage }).request.url !== path) return;
      unsubscribe(channel, seen);
      resolve();
    };
    subscribe(channel, seen);
  });
}

describe('startServer', () => {
  // Starts a store: slow on a busy machine.
  it('serves over HTTP, counts the socket address, and on shutdown finishes the request in flight', {
    timeout: 90_000,
  }, async () => {
    const store = await openTestStore();
    const server = await startServer(config, { store });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const sent = await fetch(`${server.url}/api/addFeedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID_FEEDBACK),
    });
    expect(sent.status).toBe(201);
    expect((await listFeedback(store))[0]?.clientKey).toBe('127.0.0.1');

    const received = serverEvent('http.server.request.start', '/api/addFeedback');
    const slow = slowFeedback(server.url);
    await received;
    const order: string[] = [];
    void serverEvent('http.server.response.finish', '/api/addFeedback').then(() => order.push('answered'));
    const stopped = server.shutdown();
    void stopped.then(() => order.push('stopped'));
    // No new connections, but the store stays open while the request is in flight.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await store.ping();
    expect(order).toEqual([]);

    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(String) });
    expect(answer.connection).toBe('close');

    await stopped;
    // The shutdown waited for the answer to the request in flight.
    expect(order).toEqual(['answered', 'stopped']);
    await expect(store.ping()).rejects.toThrow();
    expect(server.shutdown()).toBe(stopped);
  });

  // Through Node's HTTP server, not `app.request`: its answers are built differently, and a header set on them at
  // the wrong moment can be lost.
  it('sends the never-cache rule and the security headers with every API answer, never compressed', {
    timeout: 90_000,
  }, async () => {
    const store = await openTestStore();
    const server = await startServer(config, { store });
    try {
      await publishStatus(store, { code: 'K7Q2ZD' }, new Date());
      const lookup = `${server.url}/api/getSnapshot?accessCode=`;
      const answers = [
        [`${server.url}/api/health`, 200],
        [`${lookup}K7Q2ZD`, 200],
        [`${lookup}ZZZZZZ`, 404],
        [`${lookup}bad`, 400],
        [`${server.url}/api/nothing-here`, 404],
      ] as const;
      for (const gzip of [false, true]) {
        for (const [url, status] of answers) {
          const answer = await get(url, gzip);
          expect({ url, gzip, status: answer.status }).toEqual({ url, gzip, status });
          expect(answer.headers['cache-control']).toBe('no-store');
          expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
          expect(answer.headers['x-content-type-options']).toBe('nosniff');
          // Small answers: gzip would cost the server more than it saves the hero.
          expect(answer.headers['content-encoding']).toBeUndefined();
          expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
        }
      }
    } finally {
      await server.shutdown();
    }
  });

  it('trusts no scheme from an absolute-form request line: no HSTS over plain HTTP', async () => {
    const server = await startServer(config, { store: unusedStore() });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write(
            'GET https://evil.example/api/health HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
          );
        });
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer.toLowerCase()).not.toContain('strict-transport-security');
      expect(answer).not.toContain('upgrade-insecure-requests');
    } finally {
      await server.shutdown();
    }
  });

  it('logs a client that hangs up mid-upload as one line, not as a failure', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const server = await startServer(config, { store: unusedStore(), logger });
    const wentAway = {
      level: 40,
      path: '/api/addFeedback',
      msg: 'The client went away before its request was read.',
    };
    try {
      const received = serverEvent('http.server.request.start', '/api/addFeedback');
      await new Promise<void>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write(
            'POST /api/addFeedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
          );
          // Mid-upload: the server has the request and waits for the rest of its body.
          void received.then(() => socket.destroy());
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      // Until the request is over: the warning, then the request's own line with its status.
      await vi.waitFor(
        () =>
          expect(lines.map((line) => JSON.parse(line))).toEqual(
            expect.arrayContaining([
              expect.objectContaining(wentAway),
              expect.objectContaining({ path: '/api/addFeedback', status: expect.any(Number) }),
            ]),
          ),
        { timeout: 20_000 },
      );
    } finally {
      await server.shutdown();
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(parsed).toContainEqual(expect.objectContaining(wentAway));
    expect(lines.every((line) => !line.includes('\n    at '))).toBe(true);
  });

  it('forgets old throttle events when it starts and then every 10 minutes, never on a request', async () => {
    const pruned: Date[] = [];
    const store = unusedStore({
      pruneThrottleEvents: (before: Date) => {
        pruned.push(before);
        return Promise.resolve(0);
      },
    });
    const now = Date.UTC(2026, 0, 1);
    const server = await startServer(config, { store, clock: () => now });
    try {
      expect(pruned).toEqual([new Date(now - 24 * 60 * 60_000)]);
      await fetch(`${server.url}/api/health`);
      expect(pruned).toHaveLength(1);
    } finally {
      await server.shutdown();
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await startServer(config, { store: unusedStore() });
    try {
      await expect(startServer({ ...config, port: first.port }, { store: unusedStore() })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await first.shutdown();
    }
  });
});
