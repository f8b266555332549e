// `pnpm bench:live`'s count of open pages (not part of `npm test`): VIEWERS pages (500) hold a stream of one status,
// each with its random page id, from addresses of their own, over two server processes on one PostgreSQL; then the
// writes to `status_viewers` (inserts, updates, deletes, from PostgreSQL's own statistics) are counted over
// WINDOW_S seconds (130: every page renews once or twice), and the count the app reads is checked.
import { randomUUID } from 'node:crypto';
import { Agent, get, type IncomingMessage } from 'node:http';
import { STATUS_STREAM } from '@safety-companion/contract';
import { adminQuery, startTestPostgres } from '../test/embedded-postgres.js';
import { startMainProcess } from '../test/main-process.js';
import { createTestIssuer } from '../test/test-issuer.js';

const VIEWERS = Number(process.env.VIEWERS ?? 500);
const WINDOW_S = Number(process.env.WINDOW_S ?? 130);
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
let clients = 0;

async function openPage(base: string, code: string) {
  clients++;
  const request = get(`${base}/api/${STATUS_STREAM.path}?accessCode=${code}&page=${randomUUID()}`, {
    agent,
    headers: { 'X-Forwarded-For': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` },
  });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`The stream answered ${response.statusCode}.`);
  // The events are read and dropped, as a page that only shows the count.
  response.resume();
  response.on('error', () => {});
  return () => request.destroy();
}

async function viewerWrites(url: string): Promise<number> {
  const { rows } = await adminQuery(
    url,
    `SELECT n_tup_ins + n_tup_upd + n_tup_del AS writes FROM pg_stat_user_tables WHERE relname = 'status_viewers'`,
  );
  return Number(rows[0]?.writes ?? 0);
}

const postgres = await startTestPostgres();
const issuer = await createTestIssuer();
const owner = {
  Authorization: `Bearer ${await issuer.sign(Date.now(), { sub: 'bench' })}`,
  'Content-Type': 'application/json',
};
const env = {
  FIREBASE_PROJECT_ID: issuer.projectId,
  AUTH_JWKS_URL: issuer.jwksUrl,
  DATABASE_URL: postgres.url,
  ACCESS_CODE_SECRET: 'benchmark-secret-of-at-least-32-characters',
  TRUST_PROXY: 'true',
  STREAMS_MAX: String(VIEWERS + 100),
  LOG_LEVEL: 'warn',
};
const first = await startMainProcess(env);
const second = await startMainProcess(env);
try {
  const started = await fetch(`${first.url}/api/statuses`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ timezone: 'UTC', location: { latitude: 48.8584, longitude: 2.2945 } }),
  });
  const { id, accessCode } = (await started.json()) as { id: string; accessCode: string };
  const closes = [];
  for (let n = 0; n < VIEWERS; n++) closes.push(await openPage(n % 2 ? second.url : first.url, accessCode));
  const viewers = async () =>
    (
      (await (await fetch(`${first.url}/api/statuses/${id}`, { headers: owner })).json()) as {
        snapshot: { viewers: number };
      }
    ).snapshot.viewers;
  while ((await viewers()) < VIEWERS) await new Promise((resolve) => setTimeout(resolve, 500));
  // Statistics reach pg_stat_user_tables within about 10 s of a connection's last write.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const before = await viewerWrites(postgres.url);
  await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000));
  const counted = await viewers();
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const writes = (await viewerWrites(postgres.url)) - before;
  for (const close of closes) close();
  console.log(`\nbench:live viewers (${new Date().toISOString().slice(0, 10)}, Node ${process.version})`);
  console.log('| Measure | Figure |\n|---|---|');
  console.log(
    `| Writes to status_viewers with ${VIEWERS} open pages on 2 instances, over ${WINDOW_S} s | ${writes} ` +
      `(${(writes / WINDOW_S).toFixed(1)}/s; ${((writes / VIEWERS / WINDOW_S) * 60).toFixed(2)} per page per minute); the app read ${counted} |`,
  );
} finally {
  await Promise.all([first.stop(), second.stop()]);
  agent.destroy();
  await Promise.all([postgres.stop(), issuer.close()]);
}
