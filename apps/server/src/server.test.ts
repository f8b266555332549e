import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testConfig, unusedStore, VALID_FEEDBACK } from '../test/support.js';
import { startServer } from './server.js';
import { PgliteStore } from './store/pglite-store.js';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startServer', () => {
  it('serves over HTTP, counts the socket address, and on shutdown finishes the request in flight', async () => {
    const store = await PgliteStore.open();
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
    expect((await store.listFeedback())[0]?.clientKey).toBe('127.0.0.1');

    const slow = slowFeedback(server.url);
    await sleep(200);
    const stopped = server.shutdown();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await sleep(200);
    // No new connections, but the store stays open while the request is in flight.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(done).toBe(false);

    slow.finish();
    const answer = await slow.response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(String) });
    expect(answer.connection).toBe('close');

    await stopped;
    await expect(store.ping()).rejects.toThrow();
    expect(server.shutdown()).toBe(stopped);
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
