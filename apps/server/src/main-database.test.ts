import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testDevelopmentToken } from '../test/development-token.js';
import { startMainProcess } from '../test/main-process.js';
import { listFeedback, openEmbeddedStore } from '../test/store-readers.js';
import { VALID_FEEDBACK } from '../test/support.js';
import { isRunning } from './database/data-dir-lock.js';

const root = mkdtempSync(join(tmpdir(), 'safety-main-db-'));
// As root, the database user passes through the folder above each data folder.
chmodSync(root, 0o711);
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const freshDir = () => join(root, `data-${++count}`);

type Main = Awaited<ReturnType<typeof startMainProcess>>;
const started: { main: Main; dataDir: string }[] = [];
afterEach(async () => {
  for (const { main, dataDir } of started.splice(0)) await main.kill(dataDir);
});
async function start(dataDir: string): Promise<Main> {
  const main = await startMainProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, { keepOutput: true });
  started.push({ main, dataDir });
  return main;
}

const postgresPid = (dataDir: string) =>
  Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);

async function sendFeedback(url: string, subject: string) {
  const response = await fetch(`${url}/api/addFeedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...VALID_FEEDBACK, subject }),
  });
  expect(response.status).toBe(201);
}

// The server process with its own PostgreSQL, as `npm start` runs it: each start creates or starts a cluster.
describe('the server and its own database', { timeout: 120_000 }, () => {
  it('starts again after kill -9, with every acknowledged write, and leaves no database running after a clean stop', async () => {
    const dataDir = freshDir();
    const first = await start(dataDir);
    expect(first.output()).toContain(
      `First start: creating the database in ${dataDir}/postgres (about 2 s)…`,
    );
    for (const subject of ['one', 'two', 'three']) await sendFeedback(first.url, subject);
    const leftover = postgresPid(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    // The killed server's PostgreSQL is still running on the folder: the next start stops it and starts its own.
    expect(isRunning(leftover)).toBe(true);

    const second = await start(dataDir);
    expect(second.output()).not.toContain('First start');
    expect(postgresPid(dataDir)).not.toBe(leftover);
    await sendFeedback(second.url, 'four');
    const own = postgresPid(dataDir);
    await second.stop();
    expect(await second.exited).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(isRunning(own)).toBe(false);

    // Every write acknowledged before the kill is there.
    const store = await openEmbeddedStore({ dataDir, poolSize: 1 });
    try {
      expect((await listFeedback(store)).map((feedback) => feedback.subject)).toEqual([
        'one',
        'two',
        'three',
        'four',
      ]);
    } finally {
      await store.close();
    }
  });

  it('stops with exit code 1 and says why when its PostgreSQL dies under it', async () => {
    const dataDir = freshDir();
    const main = await start(dataDir);
    // Under writes (H2): transactions' connections break too, and none may end the process another way.
    const created = await fetch(`${main.url}/api/statuses`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${testDevelopmentToken(dataDir, 'load')}`,
      },
      body: JSON.stringify({ timezone: 'UTC', location: { latitude: 1, longitude: 2 } }),
    });
    const { accessCode } = (await created.json()) as { accessCode: string };
    let writing = true;
    const answered = [0, 0, 0, 0, 0, 0];
    let written = 0;
    const load = answered.map(async (_, lane) => {
      for (let _i = 0; writing; _i++) {
        await fetch(`${main.url}/api/acknowledgements`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ accessCode, kind: 'seen', hero: `hero-lane-${lane}-0123456789` }),
        })
          .then(async (response) => {
            await response.arrayBuffer();
            answered[lane] = (answered[lane] ?? 0) + 1;
            if (response.ok) written++;
          })
          .catch(() => (writing = false));
      }
    });
    // The kill comes while every lane writes: each has had answers already, and writes were stored.
    await vi.waitFor(
      () => {
        expect(Math.min(...answered)).toBeGreaterThanOrEqual(2);
        expect(written).toBeGreaterThanOrEqual(12);
      },
      { timeout: 30_000 },
    );
    process.kill(postgresPid(dataDir), 'SIGKILL');
    expect(await main.exited).toBe(1);
    writing = false;
    await Promise.all(load);
    expect(main.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect(main.output()).toMatch(
      new RegExp(
        `PostgreSQL in ${dataDir}/postgres stopped \\(SIGKILL\\); its log: .*Stopping the server; start it again`,
      ),
    );
  });

  it("names an earlier version's PGlite folder and the command that imports it, at every start until it has run", async () => {
    const dataDir = freshDir();
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const main = await start(dataDir);
    await main.stop();
    expect(main.output()).toContain(
      `${dataDir}/pglite holds the data of an earlier version (PGlite), which this server does not read. Copy it ` +
        'into the database once, with the server stopped: pnpm --filter @safety-companion/server data:import-pglite',
    );
  });
});
