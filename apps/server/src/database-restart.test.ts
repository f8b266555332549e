import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATUS_STREAM, type StatusSnapshot } from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMainProcess } from '../test/main-process.js';
import { readEvents } from '../test/sse.js';
import { TEST_SECRET, VALID_FEEDBACK } from '../test/support.js';
import { createTestIssuer } from '../test/test-issuer.js';
import { prepareDataDir } from './database/data-dir.js';
import { type RunningCluster, startCluster } from './database/embedded-postgres.js';
import { databaseUser, reachableBinaries } from './database/postgres-binaries.js';

// H2: a database restart under write load killed every server on it with an unhandled 'error' event of a connection
// checked out for a transaction. Two server processes on one PostgreSQL take writes while it restarts, fast and then
// immediate, through the embedded binaries' own pg_ctl (so the test runs as a normal user too).
const user = databaseUser();
let folder: string;
let clusterDir: string;
let cluster: RunningCluster;
type Main = Awaited<ReturnType<typeof startMainProcess>>;
const servers: Main[] = [];
// Behind TRUST_PROXY the development identity is never trusted: the app signs in with Firebase-like tokens.
let issuer: Awaited<ReturnType<typeof createTestIssuer>>;
let json: Record<string, string>;

async function pgCtl(...args: string[]) {
  const binaries = await reachableBinaries(user, folder);
  const done = spawnSync(binaries.bin('pg_ctl'), [...args, '-D', clusterDir], {
    uid: user?.uid,
    gid: user?.gid,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
    timeout: 60_000,
  });
  if (done.status !== 0) throw new Error(`pg_ctl ${args.join(' ')}: ${done.stderr || done.stdout}`);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'safety-db-restart-'));
  await prepareDataDir(folder, user);
  clusterDir = join(folder, 'postgres');
  // Durable, as every real database: an immediate stop of one that syncs nothing loses its last commits, and the
  // statuses' versions would go back (the live streams, rightly, never follow a status back in time).
  cluster = await startCluster({ dir: clusterDir, user });
  issuer = await createTestIssuer();
  for (const name of ['one', 'two']) {
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: join(folder, name),
      ACCESS_CODE_SECRET: TEST_SECRET,
      TRUST_PROXY: 'true',
      FIREBASE_PROJECT_ID: issuer.projectId,
      AUTH_JWKS_URL: issuer.jwksUrl,
    };
    servers.push(await startMainProcess(env, { keepOutput: true }));
  }
  // Valid for an hour: longer than the test.
  const token = await issuer.sign(Date.now(), { sub: 'restart' });
  json = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.stop();
  await issuer?.close();
  // After a restart by pg_ctl the postmaster is no longer the cluster's child: pg_ctl stops it.
  await pgCtl('stop', '-m', 'fast').catch(() => cluster?.stop());
  await rm(folder, { recursive: true, force: true });
});

async function call(server: Main, method: string, path: string, body?: unknown, address = '192.0.2.1') {
  return fetch(`${server.url}/api${path}`, {
    method,
    headers: { ...json, 'X-Forwarded-For': address },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Writes through both servers until `stop()`, recording every answer's status and each server's stored writes; 503
 * must say when to come back. A lane that got a 503 waits until `takesWrites(n)` says its server takes writes again.
 */
function writeLoad(statusId: string) {
  const answers = new Map<number, number>();
  const stored = servers.map(() => 0);
  const wrong: string[] = [];
  let running = true;
  const back = servers.map(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  const loops = servers.flatMap((server, n) =>
    [0, 1, 2, 3, 4, 5].map(async (lane) => {
      for (let i = 0; running; i++) {
        try {
          // Feedback takes its throttle's slot in a transaction (from addresses of its own, so none is throttled).
          const response = await (lane < 4
            ? call(
                server,
                'POST',
                '/addFeedback',
                { ...VALID_FEEDBACK, subject: `load ${i}` },
                `10.${n * 8 + lane}.${(i >> 8) & 255}.${i & 255}`,
              )
            : call(server, 'PATCH', `/statuses/${statusId}`, { info: `write ${n} ${lane} ${i}` }));
          await response.arrayBuffer();
          answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
          if (response.ok) stored[n] = (stored[n] ?? 0) + 1;
          if (response.status === 503 && !response.headers.get('Retry-After'))
            wrong.push('503 without Retry-After');
          if (response.status === 503) await back[n]?.promise;
        } catch (error) {
          // A kept-alive connection the server closed as the request went out is no failure of the server; a
          // server that no longer answers at all is: it died.
          const alive = await fetch(`${server.url}/api/health`).then(
            () => true,
            () => false,
          );
          if (alive) continue;
          wrong.push(String((error as Error).cause ?? error));
          return;
        }
      }
    }),
  );
  return {
    answers,
    stored,
    wrong,
    takesWrites: (n: number) => back[n]?.resolve(),
    stop: async () => {
      running = false;
      for (const each of back) each.resolve();
      await Promise.all(loops);
    },
  };
}

describe('a database restart under write load (H2)', () => {
  it('leaves both servers running: 503 with Retry-After while it is away, writes again and live streams after', {
    timeout: 180_000,
  }, async () => {
    const [first, second] = servers as [Main, Main];
    const created = await call(first, 'POST', '/statuses', {
      timezone: 'UTC',
      location: { latitude: 1, longitude: 2 },
    });
    expect(created.status).toBe(201);
    const { id, accessCode } = (await created.json()) as { id: string; accessCode: string };
    const events = readEvents(
      await fetch(`${second.url}/api/${STATUS_STREAM.path}?accessCode=${accessCode}`),
    );
    expect((await events.next()).event).toBe(STATUS_STREAM.events.status);

    for (const mode of ['fast', 'immediate', 'fast', 'immediate']) {
      const load = writeLoad(id);
      // The restart comes under load: writes have gone through each server.
      await vi.waitFor(() => expect(Math.min(...load.stored)).toBeGreaterThanOrEqual(10), {
        timeout: 60_000,
      });
      await pgCtl('restart', '-m', mode, '-w', '-t', '60', '-l', join(clusterDir, `restart-${mode}.log`));
      // Back by itself: a write through each server succeeds within 20 s of the database's return.
      for (const [n, server] of servers.entries()) {
        await vi.waitFor(
          async () => {
            const response = await call(server, 'PATCH', `/statuses/${id}`, { info: `after ${mode}` }).catch(
              (error: unknown) => {
                throw new Error(`A server died: ${server.output()}`, { cause: error });
              },
            );
            await response.arrayBuffer();
            expect(response.status).toBe(200);
          },
          { timeout: 20_000, interval: 250 },
        );
        load.takesWrites(n);
      }
      await load.stop();
      expect(load.wrong, servers.map((server) => server.output()).join('\n')).toEqual([]);
      // Every answer was a success or a 503: no server died (a refused connection would have thrown above).
      expect([...load.answers.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
      for (const server of servers) expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    }

    // The stream opened before both restarts is still open and follows a change made after them.
    expect((await call(first, 'PATCH', `/statuses/${id}`, { emergency: true })).status).toBe(200);
    // The load's writes come first, a few hundred of them (not a fixed number): read on until the change, each wait
    // ending the test if nothing more comes.
    let latest: StatusSnapshot | undefined;
    while (latest?.emergency !== true) {
      const event = await events.next(20_000);
      expect(event.event).toBe(STATUS_STREAM.events.status);
      latest = JSON.parse(event.data) as StatusSnapshot;
    }
    expect(latest?.emergency).toBe(true);
    await events.close();
  });
});
