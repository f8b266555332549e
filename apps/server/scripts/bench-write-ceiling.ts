// The last part of `pnpm bench:live`: the write ceiling. For 1, 2 and 4 server processes on one PostgreSQL, every
// status watched by a stream on every instance, status writes are sent at rising rates, 10 s each, until write p99
// passes 100 ms or a change takes over 1 s (p99) to reach the streams: the last rate that held is the ceiling for
// that many instances. Every instance listens on the one channel, so each write wakes every instance, which reads the
// status again for its streams: what grows with instances is printed as CPU per write. docs/benchmarks.md has the
// method and the figures.
import { readdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { LOOKUP_PATHS } from '@safety-companion/contract';
import { adminQuery, databaseUrl, startTestPostgres } from '../test/embedded-postgres.js';
import { startMainProcess } from '../test/main-process.js';
import { readEvents } from '../test/sse.js';
import { createTestIssuer } from '../test/test-issuer.js';

const INSTANCES = (process.env.LIVE_CEILING_INSTANCES ?? '1,2,4').split(',').map(Number);
const RATES = (process.env.LIVE_CEILING_RATES ?? '25,50,100,150,200,300,400,500,600,800,1000,1250,1500,2000')
  .split(',')
  .map(Number);
const STEP_MS = Number(process.env.LIVE_CEILING_STEP_MS ?? 10_000);
/** Live statuses written to, round the clock; each user may have 20 (`MAX_LIVE_STATUSES`). */
const STATUSES = 100;
const WRITE_P99_MS = 100;
const DELIVERY_P99_MS = 1_000;
const IDLE_MS = 5_000;
const ACCESS_CODE_SECRET = 'benchmark-secret-of-at-least-32-characters';

interface Write {
  sentAt: number;
  ackedAt?: number;
  failed?: boolean;
  /** Streams that have not had an event with this write (or a later one) yet. */
  waiting: number;
  deliveredAt?: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * CPU time (user + system), in ms, of the server processes `pids` and of the PostgreSQL whose postmaster is
 * `postmaster`: its own, its live children's, and that of the children it has reaped (connections the pools closed).
 */
async function cpuMs(pids: number[], postmaster: number): Promise<{ servers: number; database: number }> {
  const ticks = { servers: 0, database: 0 };
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The fields after the command name (which may hold spaces): state, ppid, …, utime, stime, cutime, cstime.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const own = (fields[11] ?? 0) + (fields[12] ?? 0);
    if (pids.includes(Number(entry))) ticks.servers += own;
    else if (fields[1] === postmaster) ticks.database += own;
    else if (Number(entry) === postmaster) ticks.database += own + (fields[13] ?? 0) + (fields[14] ?? 0);
  }
  // 100 ticks a second on Linux.
  return { servers: ticks.servers * 10, database: ticks.database * 10 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `instances` servers on a database of their own and finds the highest rate that holds. */
async function ceiling(postgres: Awaited<ReturnType<typeof startTestPostgres>>, instances: number) {
  const loadBefore = loadavg()[0]?.toFixed(2);
  const database = `ceiling_${instances}_${Date.now()}`;
  await adminQuery(postgres.url, `CREATE DATABASE ${database}`);
  const issuer = await createTestIssuer();
  const env = {
    DATABASE_URL: databaseUrl(postgres.url, database),
    ACCESS_CODE_SECRET,
    FIREBASE_PROJECT_ID: issuer.projectId,
    AUTH_JWKS_URL: issuer.jwksUrl,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  const servers: Array<Awaited<ReturnType<typeof startMainProcess>>> = [];
  for (let n = 0; n < instances; n++) servers.push(await startMainProcess(env));
  const streams: Array<{ close: () => Promise<void> }> = [];
  try {
    // The statuses, five users' twenty each, created through the first instance.
    const statuses: Array<{ id: string; auth: string; sequence: number; writes: Map<number, Write> }> = [];
    for (let n = 0; n < STATUSES; n++) {
      const auth = `Bearer ${await issuer.sign(Date.now(), { sub: `bench-user-${Math.floor(n / 20)}` })}`;
      const created = await fetch(`${servers[0]?.url}/api/statuses`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ timezone: 'UTC', location: { latitude: 48.8584, longitude: 2.2945 } }),
      });
      if (created.status !== 201) throw new Error(`POST /api/statuses answered ${created.status}.`);
      const { id, accessCode } = (await created.json()) as { id: string; accessCode: string };
      statuses.push({ id, auth, sequence: 0, writes: new Map() });
      // A stream of it on every instance, each from an address of its own; each event marks the writes it carries.
      for (const [at, server] of servers.entries()) {
        const response = await fetch(`${server.url}/api/${LOOKUP_PATHS.stream}?accessCode=${accessCode}`, {
          headers: { 'X-Forwarded-For': `10.${at}.${n >> 8}.${n & 255}` },
        });
        if (response.status !== 200) throw new Error(`The stream answered ${response.status}.`);
        const events = readEvents(response);
        const status = statuses[n] as (typeof statuses)[number];
        let seen = 0;
        void (async () => {
          for (;;) {
            const event = await events.next(3_600_000).catch(() => undefined);
            if (!event) return;
            const now = performance.now();
            const carried = Number(
              /^w(\d+)$/.exec((JSON.parse(event.data) as { info?: string }).info ?? '')?.[1],
            );
            for (; seen < carried; seen++) {
              const write = status.writes.get(seen + 1);
              if (write && --write.waiting === 0) write.deliveredAt = now;
            }
          }
        })();
        streams.push(events);
      }
    }
    const pids = servers.map((server) => server.child.pid as number);
    const idle = { servers: 0, database: 0 };
    /** Writes at `rate` for `durationMs`, then waits for their events; answers the figures and whether they held. */
    const runStep = async (rate: number, durationMs: number) => {
      const cpuBefore = await cpuMs(pids, postgres.pid);
      const step: Write[] = [];
      const pending: Promise<void>[] = [];
      const start = performance.now();
      for (let sent = 0; performance.now() - start < durationMs; ) {
        const due = Math.floor(((performance.now() - start) * rate) / 1000);
        for (; sent < due; sent++) {
          const status = statuses[sent % STATUSES] as (typeof statuses)[number];
          const server = servers[sent % instances] as (typeof servers)[number];
          const sequence = ++status.sequence;
          const write: Write = { sentAt: performance.now(), waiting: instances };
          status.writes.set(sequence, write);
          step.push(write);
          pending.push(
            fetch(`${server.url}/api/statuses/${status.id}`, {
              method: 'PATCH',
              headers: { Authorization: status.auth, 'Content-Type': 'application/json' },
              body: JSON.stringify({ info: `w${sequence}` }),
            })
              .then(async (response) => {
                await response.arrayBuffer();
                if (response.status === 200) write.ackedAt = performance.now();
                else write.failed = true;
              })
              .catch(() => {
                write.failed = true;
              }),
          );
        }
        await sleep(2);
      }
      await Promise.all(pending);
      for (
        let waited = 0;
        waited < 5_000 && step.some((write) => write.deliveredAt === undefined);
        waited += 50
      )
        await sleep(50);
      const cpuAfter = await cpuMs(pids, postgres.pid);
      const elapsed = performance.now() - start;
      const acked = step.filter((write) => write.ackedAt !== undefined);
      const writeP99 = percentile(
        acked.map((write) => (write.ackedAt as number) - write.sentAt),
        99,
      );
      const deliveries = acked.map((write) =>
        write.deliveredAt === undefined
          ? Number.POSITIVE_INFINITY
          : write.deliveredAt - (write.ackedAt as number),
      );
      const deliveryP99 = percentile(deliveries, 99);
      const failed = step.length - acked.length;
      const result = {
        rate,
        achieved: acked.length / (durationMs / 1000),
        writeP99,
        deliveryP99,
        failed,
        serverCpuPerWrite:
          (cpuAfter.servers - cpuBefore.servers - (idle.servers * elapsed) / 1000) / step.length,
        databaseCpuPerWrite:
          (cpuAfter.database - cpuBefore.database - (idle.database * elapsed) / 1000) / step.length,
        held: failed === 0 && writeP99 <= WRITE_P99_MS && deliveryP99 <= DELIVERY_P99_MS,
      };
      console.error(`${instances} instance(s), ${rate} writes/s: ${JSON.stringify(result)}`);
      await sleep(1_000);
      return result;
    };
    // Unmeasured: the servers' code compiled, their pools and caches filled.
    await runStep(RATES[0] ?? 25, 3_000);
    // What the servers and PostgreSQL spend without writes (timers, keep-alives), per second: a write's CPU is what
    // a step spends above it.
    const idleFrom = await cpuMs(pids, postgres.pid);
    await sleep(IDLE_MS);
    const idleTo = await cpuMs(pids, postgres.pid);
    idle.servers = ((idleTo.servers - idleFrom.servers) * 1000) / IDLE_MS;
    idle.database = ((idleTo.database - idleFrom.database) * 1000) / IDLE_MS;
    console.error(`${instances} instance(s), CPU ms per second without writes: ${JSON.stringify(idle)}`);
    const steps = [];
    for (const rate of RATES) {
      // On a shared machine one pause can spoil a step: a rate that misses is tried once more, and fails twice.
      let result = await runStep(rate, STEP_MS);
      if (!result.held) result = await runStep(rate, STEP_MS);
      steps.push(result);
      if (!result.held) break;
    }
    return { instances, steps, load: `${loadBefore} → ${loadavg()[0]?.toFixed(2)}` };
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(servers.map((server) => server.stop()));
    await issuer.close();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'not delivered');
const postgres = await startTestPostgres();
try {
  const version = (await adminQuery(postgres.url, 'SHOW server_version')).rows[0]?.server_version;
  const results = [];
  for (const instances of INSTANCES) results.push(await ceiling(postgres, instances));
  console.log(
    `\nbench:live write ceiling (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ` +
      `PostgreSQL ${version}, ${cpus().length} × ${cpus()[0]?.model})`,
  );
  console.log(
    '| Instances | Ceiling | At the ceiling: write p99, change p99 | Next rate | CPU per write at 100/s: ' +
      'servers, PostgreSQL | Load (1 min), start → end |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { instances, steps, load } of results) {
    const held = steps.filter((step) => step.held).at(-1);
    const next = steps.find((step) => !step.held);
    const reference = steps.find((step) => step.rate === 100);
    const missed = next
      ? `${next.rate}/s: write p99 ${ms(next.writeP99)}, change p99 ${ms(next.deliveryP99)}, ${next.failed} failed`
      : 'every rate held';
    const cpu = reference
      ? `${reference.serverCpuPerWrite.toFixed(2)} ms, ${reference.databaseCpuPerWrite.toFixed(2)} ms`
      : '–';
    console.log(
      `| ${instances} | ${held ? `${held.rate} writes/s` : '–'} | ` +
        `${held ? `${ms(held.writeP99)}, ${ms(held.deliveryP99)}` : '–'} | ${missed} | ${cpu} | ${load} |`,
    );
  }
} finally {
  await postgres.stop();
}
