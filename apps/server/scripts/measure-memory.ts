// `pnpm measure:memory`: what the server and its database hold in memory after start, as PSS (each shared page
// counted once, split between the processes that share it), on its own PostgreSQL and with DATABASE_URL. Linux only
// (reads /proc). Each server is started as `npm start` starts it, answers a few requests, rests 5 s, and is measured.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres } from '../test/embedded-postgres.js';
import { startMainProcess } from '../test/main-process.js';

const SECRET = 'measure-secret-of-at-least-32-characters';

/** PSS of one process, in kB. */
async function pss(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
}

/** `pid` and every process below it. */
async function tree(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const found = [pid];
  for (let index = 0; index < found.length; index++) {
    for (const [child, parent] of parents) if (parent === found[index]) found.push(child);
  }
  return found;
}

async function postgresOnly(pids: number[]): Promise<number[]> {
  const names = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')));
  return pids.filter((_pid, index) => names[index]?.startsWith('postgres'));
}

const sum = async (pids: number[]) => (await Promise.all(pids.map(pss))).reduce((a, b) => a + b, 0);
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

async function measure(name: string, env: Record<string, string>, databasePid?: number) {
  const main = await startMainProcess({ ...env, ACCESS_CODE_SECRET: SECRET, LOG_LEVEL: 'warn' });
  try {
    for (let i = 0; i < 20; i++) {
      await fetch(`${main.url}/api/getSnapshot?accessCode=ZZZZZ${i % 10}`);
      await fetch(`${main.url}/api/health`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const serverPid = main.child.pid ?? 0;
    const own = await tree(serverPid);
    // The server's own PostgreSQL runs below it (tsx may run an esbuild process there too: not the database's).
    const database = databasePid ? await tree(databasePid) : await postgresOnly(own);
    const server = await pss(serverPid);
    const db = await sum(database);
    console.log(
      `| ${name} | ${mb(server)} | ${mb(db)} (${database.length} processes) | ${mb(server + db)} |`,
    );
  } finally {
    await main.stop();
  }
}

console.log('| Store | Server (Node) | Database | Together |');
console.log('| --- | ---: | ---: | ---: |');
const dataDir = await mkdtemp(join(tmpdir(), 'safety-memory-'));
try {
  await measure('Own PostgreSQL in DATA_DIR', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const postgres = await startTestPostgres();
try {
  await measure('DATABASE_URL', { DATABASE_URL: postgres.url }, postgres.pid);
} finally {
  await postgres.stop();
}
