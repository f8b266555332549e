// `pnpm bench:api`: the API under load, on both stores in one run (not part of `npm test`). Starts the real server
// (`src/main.ts`) on its own PostgreSQL in a data folder, and on a PostgreSQL given by DATABASE_URL (a cluster from
// the same binaries, fsync on), and prints requests/s, p50 and p99 of each request (the median of a few rounds) and
// their ratio to `/api/health`.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { hashAccessCode } from '../src/access-codes.js';
import { SqlStore } from '../src/store/sql-store.js';
import { startTestPostgres } from '../test/embedded-postgres.js';
import { startMainProcess } from '../test/main-process.js';
import { openEmbeddedStore } from '../test/store-readers.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 0);
const LIVE_CODE = 'BENCH1';
/** One secret for every server and the seeding, as servers sharing a database must have. */
const ACCESS_CODE_SECRET = 'benchmark-secret-of-at-least-32-characters';
const FEEDBACK = JSON.stringify({
  location: 'web',
  name: 'Bench',
  email: 'bench@example.com',
  subject: 'Load',
  body: 'A message sent by the benchmark.',
});

/** A new address for each request: many clients, each far from its allowance. */
const someClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

/** Each row is the median of this many runs. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Scenario {
  name: string;
  path?: string;
  options?: Partial<autocannon.Options>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const SCENARIOS: Scenario[] = [
  { name: '`/api/health`', path: '/api/health' },
  // Hits from this one address, and from many (a new address per request, as heroes behind a proxy).
  { name: '`getSnapshot` hit, one client', path: `/api/getSnapshot?accessCode=${LIVE_CODE}` },
  {
    name: '`getSnapshot` hit, many clients',
    path: `/api/getSnapshot?accessCode=${LIVE_CODE}`,
    options: {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': someClient() },
          }),
        },
      ],
    },
  },
  {
    name: '`getSnapshot` miss, many clients',
    options: {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/getSnapshot?accessCode=ZZ${randomInt(10_000).toString().padStart(4, '0')}`,
            headers: { ...request.headers, 'x-forwarded-for': someClient() },
          }),
        },
      ],
    },
  },
  {
    name: '`addFeedback`, many clients',
    path: '/api/addFeedback',
    options: {
      requests: [
        {
          method: 'POST',
          body: FEEDBACK,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-forwarded-for': someClient(),
            },
          }),
        },
      ],
    },
  },
];

/** Starts `src/main.ts` with the settings (behind a "proxy": the benchmark names each client). */
function startServer(env: Record<string, string>) {
  return startMainProcess({
    PORT: String(PORT),
    TRUST_PROXY: 'true',
    // The rounds of misses would pass the global guess budget, and every later request would be asked for a
    // proof of work: the benchmark measures the lookups themselves.
    GUESS_BUDGET_PER_15_MINUTES: '100000000',
    ACCESS_CODE_SECRET,
    ...env,
  });
}

interface Row {
  store: string;
  request: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx: expected only for misses (404). */
  non2xx: number;
  statuses: string;
  errors: number;
}

async function benchStore(store: string, env: Record<string, string>, open: () => Promise<SqlStore>) {
  const seeded = await open();
  await seeded.createStatus(
    {
      owner: 'benchmark',
      codeHash: hashAccessCode(ACCESS_CODE_SECRET, LIVE_CODE),
      details: {
        timezone: 'UTC',
        location: { latitude: 48.8584, longitude: 2.2945 },
        startLocation: null,
        emergency: false,
        info: 'benchmark',
        timerDetails: null,
        photo_url: null,
      },
      endTime: null,
    },
    new Date(),
  );
  await seeded.close();
  const server = await startServer(env);
  const probe = await fetch(`${server.url}/api/health`);
  if (!probe.ok) throw new Error(`${server.url}/api/health answered ${probe.status}: ${await probe.text()}`);
  const rows: Row[] = [];
  try {
    const measure = (scenario: Scenario, duration: number) =>
      autocannon({
        url: `${server.url}${scenario.path ?? ''}`,
        connections: CONNECTIONS,
        duration,
        // As a browser asks: an answer the server would compress costs what it costs a hero's lookup.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        ...scenario.options,
      });
    // A second of each request first, so that no row pays for the JIT; then rounds of every request in turn, so
    // that a slow moment of the machine does not fall on one row only.
    for (const scenario of SCENARIOS) await measure(scenario, 1);
    const results = new Map<Scenario, autocannon.Result[]>(SCENARIOS.map((scenario) => [scenario, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of SCENARIOS) results.get(scenario)?.push(await measure(scenario, SECONDS));
    }
    for (const [scenario, runs] of results) {
      rows.push({
        store,
        request: scenario.name,
        rps: median(runs.map((run) => run.requests.average)),
        p50: median(runs.map((run) => run.latency.p50)),
        p99: median(runs.map((run) => run.latency.p99)),
        non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
        statuses: [...new Set(runs.flatMap((run) => Object.keys(run.statusCodeStats ?? {})))].join(' '),
        errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run['5xx'], 0),
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const rows: Row[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'safety-bench-'));
try {
  rows.push(
    ...(await benchStore('Embedded', { DATA_DIR: dataDir, DATABASE_URL: '' }, () =>
      openEmbeddedStore({ dataDir, poolSize: 1 }),
    )),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
// As in production: fsync on commit.
const postgres = await startTestPostgres();
try {
  const env = { DATABASE_URL: postgres.url };
  rows.push(
    ...(await benchStore('DATABASE_URL', env, () =>
      SqlStore.openPostgres({ url: postgres.url, poolSize: 1 }),
    )),
  );
} finally {
  await postgres.stop();
}

console.log(
  `\n${CONNECTIONS} connections, median of ${ROUNDS} runs of ${SECONDS} s each, Node ${process.version}\n`,
);
console.log('| Store | Request | req/s | × health | p50 ms | p99 ms | statuses | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |');
for (const row of rows) {
  const health = rows.find((other) => other.store === row.store && other.request === SCENARIOS[0]?.name);
  const ratio = health ? (row.rps / health.rps).toFixed(2) : '–';
  console.log(
    `| ${row.store} | ${row.request} | ${Math.round(row.rps)} | ${ratio} | ${row.p50} | ${row.p99} | ${row.statuses} | ${row.errors} |`,
  );
}
