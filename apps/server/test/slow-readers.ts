// What streams whose readers never read cost a server process, against streams that read (H3): measured by
// `pnpm bench:slow-readers` at full size, and checked at a smaller one by src/live/slow-readers.test.ts. A server
// process on the given PostgreSQL, a status at about its largest (every text field full of three-byte characters,
// 50 named answers: about 20 kB of snapshot), its streams from 5 addresses while it changes.
import { readFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { STATUS_LIMITS, STATUS_STREAM } from '@safety-companion/contract';
import { startMainProcess } from './main-process.js';
import { createTestIssuer } from './test-issuer.js';

const ADDRESSES = 5;
const ACCESS_CODE_SECRET = 'benchmark-secret-of-at-least-32-characters';
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

async function pss(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? Number.NaN);
}

const full = (length: number, seed: number) => String.fromCodePoint(0x4e00 + seed).repeat(length);

async function largestStatus(
  base: string,
  owner: Record<string, string>,
): Promise<{ id: string; accessCode: string }> {
  const response = await fetch(`${base}/api/statuses`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      timezone: 'Europe/Madrid',
      location: { latitude: 40.4168, longitude: -3.7038, accuracy: 12 },
      startLocation: { latitude: 40.41, longitude: -3.7, accuracy: 30 },
      info: full(STATUS_LIMITS.info, 0),
      timerDetails: {
        who: full(STATUS_LIMITS.detail, 1),
        what: full(STATUS_LIMITS.detail, 2),
        where: full(STATUS_LIMITS.detail, 3),
      },
      photo_url: `https://photos.example.org/${'p'.repeat(STATUS_LIMITS.photoUrl - 40)}`,
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/statuses answered ${response.status}.`);
  const created = (await response.json()) as { id: string; accessCode: string };
  for (let n = 0; n < 50; n++) {
    await fetch(`${base}/api/acknowledgements`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${n}.1` },
      body: JSON.stringify({
        accessCode: created.accessCode,
        kind: 'on-the-way',
        name: full(60, n + 4),
        hero: `bench-hero-${n}-0123456789`,
      }),
    });
  }
  return created;
}

/** A stream that reads every event and throws it away. */
function readingStream(base: string, code: string, address: string) {
  return new Promise<() => void>((resolve, reject) => {
    const request = get(`${base}/api/${STATUS_STREAM.path}?accessCode=${code}`, {
      agent,
      headers: { 'X-Forwarded-For': address },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`The stream answered ${response.statusCode}.`));
      response.resume();
      resolve(() => request.destroy());
    });
  });
}

/** A stream whose reader never reads: the socket is paused, so the kernel's buffers fill and then the server's. */
function stalledStream(base: string, code: string, address: string) {
  const { hostname, port } = new URL(base);
  return new Promise<() => void>((resolve) => {
    const socket: Socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET /api/${STATUS_STREAM.path}?accessCode=${code} HTTP/1.1\r\nHost: ${hostname}\r\nX-Forwarded-For: ${address}\r\n\r\n`,
      );
      socket.once('data', () => socket.pause());
      resolve(() => socket.destroy());
    });
    socket.on('error', () => {});
  });
}

/** How many streams, and how often and for how long their status changes. */
export interface SlowReadersLoad {
  streams: number;
  changesPerSecond: number;
  seconds: number;
}

/**
 * The growth of a server process's PSS (MB, the largest of samples every 250 ms against the PSS before) while
 * `load.streams` streams of a status at about its largest, from 5 addresses, either read every event or never read,
 * and the status changes `changesPerSecond` times a second for `seconds`.
 */
export async function pssGrowth(
  kind: 'reading' | 'never reading',
  databaseUrl: string,
  load: SlowReadersLoad,
): Promise<number> {
  // Behind TRUST_PROXY the development identity is never trusted: the owner signs in with Firebase-like tokens.
  const issuer = await createTestIssuer();
  let server: Awaited<ReturnType<typeof startMainProcess>> | undefined;
  try {
    server = await startMainProcess({
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      ACCESS_CODE_SECRET,
      FIREBASE_PROJECT_ID: issuer.projectId,
      AUTH_JWKS_URL: issuer.jwksUrl,
    });
    // Valid for an hour: longer than any run.
    const token = await issuer.sign(Date.now(), { sub: 'bench' });
    const owner = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const { id, accessCode } = await largestStatus(server.url, owner);
    const open = kind === 'reading' ? readingStream : stalledStream;
    const closers = [];
    for (let n = 0; n < load.streams; n++)
      closers.push(await open(server.url, accessCode, `10.1.1.${n % ADDRESSES}`));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const pid = server.child.pid as number;
    const before = await pss(pid);
    let peak = before;
    const sampling = setInterval(async () => {
      peak = Math.max(peak, await pss(pid).catch(() => 0));
    }, 250);
    const changes = load.changesPerSecond * load.seconds;
    const started = performance.now();
    for (let n = 0; n < changes; n++) {
      const due = started + (n * 1000) / load.changesPerSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      await fetch(`${server.url}/api/statuses/${id}`, {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ location: { latitude: 40.4 + n / 1e5, longitude: -3.7, accuracy: 12 } }),
      }).then((response) => response.arrayBuffer());
    }
    clearInterval(sampling);
    peak = Math.max(peak, await pss(pid));
    for (const close of closers) close();
    return (peak - before) / 1024;
  } finally {
    await server?.stop();
    await issuer.close();
  }
}
