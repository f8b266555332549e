import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findStatusByCodeHash,
  listFeedback,
  openEmbeddedStore,
  schemaVersions,
  setting,
} from '../../test/store-readers.js';
import { publishStatus, TEST_SECRET, VALID_FEEDBACK } from '../../test/support.js';
import { hashAccessCode } from '../access-codes.js';
import { MIGRATIONS } from '../store/migrations.js';
import { REACHABLE_CLUSTERS } from './data-dir.js';
import { isRunning } from './data-dir-lock.js';
import { isOwnDatabaseError } from './database-error.js';
import { CLUSTER_FOLDER } from './own-database.js';

const root = mkdtempSync(join(tmpdir(), 'safety-embedded-'));
// As root, the database user must pass through the folders above each data folder (see the last test).
chmodSync(root, 0o711);
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const freshDir = () => join(root, `data-${++count}`);
const T0 = new Date(Date.UTC(2025, 0, 1));
const open = (dataDir: string) => openEmbeddedStore({ dataDir, poolSize: 2 });
/** Where a link points (as root the cluster lives elsewhere, linked from the data folder), or the path itself. */
const readlinkOrSelf = (path: string) => (lstatSync(path).isSymbolicLink() ? readlinkSync(path) : path);

/** What opening the store threw, as the one line `main` prints. */
async function failureOf(dataDir: string): Promise<string> {
  const error = await open(dataDir).then(
    async (store) => {
      await store.close();
      return new Error('It opened.');
    },
    (error: unknown) => error,
  );
  expect(isOwnDatabaseError(error)).toBe(true);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

// The server's own PostgreSQL in its data folder: created on the first start (initdb: seconds on a busy machine).
describe('the embedded store', { timeout: 120_000 }, () => {
  it('keeps acknowledged writes across a restart, with fsync and synchronous commits on, and leaves no PostgreSQL behind', async () => {
    const dataDir = freshDir();
    const first = await open(dataDir);
    const { id } = await first.addFeedback({ ...VALID_FEEDBACK, clientKey: '192.0.2.33' }, T0);
    const status = await publishStatus(first, { code: 'KEEP01', details: { emergency: true } }, T0);
    // What makes an acknowledged write survive a power cut.
    expect(await setting(first, 'fsync')).toBe('on');
    expect(await setting(first, 'synchronous_commit')).toBe('on');
    expect(await setting(first, 'full_page_writes')).toBe('on');
    const pidFile = join(dataDir, CLUSTER_FOLDER, 'postmaster.pid');
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
    expect(isRunning(pid)).toBe(true);
    await first.close();
    expect(existsSync(pidFile)).toBe(false);
    expect(isRunning(pid)).toBe(false);

    const second = await open(dataDir);
    try {
      expect((await listFeedback(second)).map((feedback) => feedback.id)).toEqual([id]);
      expect(await findStatusByCodeHash(second, hashAccessCode(TEST_SECRET, 'KEEP01'), T0, 24)).toEqual({
        state: 'live',
        status,
      });
      expect(await schemaVersions(second)).toEqual(MIGRATIONS.map((migration) => migration.version));
    } finally {
      await second.close();
    }

    // A setting PostgreSQL refuses: the start fails with its reason and the setting to look at.
    await appendFile(join(dataDir, CLUSTER_FOLDER, 'postgresql.conf'), "\nshared_buffers = 'plenty'\n");
    expect(await failureOf(dataDir)).toMatch(
      new RegExp(
        `^Invalid setting DATA_DIR: the database in ${dataDir}/postgres did not start: .*shared_buffers`,
      ),
    );
  });

  it('L2: takes a stale postmaster.pid naming another PostgreSQL of this user as stale, and leaves that one running', async () => {
    const mine = freshDir();
    const theirs = freshDir();
    await (await open(mine)).close();
    const other = await open(theirs);
    try {
      const clusterOf = (dataDir: string) => readlinkOrSelf(join(dataDir, CLUSTER_FOLDER));
      const otherPidFile = readFileSync(join(clusterOf(theirs), 'postmaster.pid'), 'utf8');
      const otherPid = Number.parseInt(otherPidFile, 10);
      // As after a kill -9 whose postmaster's id was then reused by another PostgreSQL of the same user.
      writeFileSync(join(clusterOf(mine), 'postmaster.pid'), otherPidFile);
      const again = await open(mine);
      expect(isRunning(otherPid)).toBe(true);
      await other.ping();
      await again.close();
    } finally {
      await other.close();
    }
  });

  it('works in a data folder too deep for a Unix socket next to it (paths of at most 107 bytes)', async () => {
    const deep = join(
      freshDir(),
      'a-folder-name-of-forty-characters-xxxxxx',
      'and-another-of-forty-characters-xxxxxxxx',
    );
    expect(Buffer.byteLength(join(deep, 'postgres.socket', '.s.PGSQL.5432'))).toBeGreaterThan(107);
    const store = await open(deep);
    try {
      await store.ping();
    } finally {
      await store.close();
    }
  });

  it('refuses a data folder it cannot write, a shared one, and a cluster of another major version, naming DATA_DIR', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    expect(await failureOf(join(file, 'data'))).toMatch(
      new RegExp(`^Invalid setting DATA_DIR: cannot write to ${file}/data \\(ENOTDIR\\); choose a folder`),
    );

    // A folder shared with every user (the sticky bit, as /tmp has it) is never made the server's.
    const shared = freshDir();
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    expect(await failureOf(shared)).toBe(
      `Invalid setting DATA_DIR: ${shared} is a shared folder; give the server a folder of its own in it.`,
    );

    const older = freshDir();
    mkdirSync(join(older, CLUSTER_FOLDER), { recursive: true });
    writeFileSync(join(older, CLUSTER_FOLDER, 'PG_VERSION'), '16\n');
    expect(await failureOf(older)).toBe(
      `Invalid setting DATA_DIR: ${older}/postgres holds a PostgreSQL 16 database, and this server runs ` +
        "PostgreSQL 18: upgrade it with PostgreSQL 18's pg_upgrade, or point DATA_DIR at another folder.",
    );
  });
});

// PostgreSQL refuses to run as root: as root the cluster runs as the database user, who must pass every folder above
// its cluster. This machine's test run is root's (containers), so these run here.
describe.runIf(process.getuid?.() === 0)('the embedded store as root', { timeout: 120_000 }, () => {
  it('keeps the cluster where the database user reaches it when a private folder is above DATA_DIR, linked from there', async () => {
    const closed = mkdtempSync(join(root, 'private-')); // 0700, as `mktemp -d` makes it
    const dataDir = join(closed, 'data');
    const linked = join(dataDir, CLUSTER_FOLDER);
    const first = await open(dataDir);
    const cluster = readlinkSync(linked);
    try {
      expect(cluster).toMatch(new RegExp(`^${REACHABLE_CLUSTERS}/[0-9a-f]{16}/${CLUSTER_FOLDER}$`));
      const { id } = await first.addFeedback({ ...VALID_FEEDBACK, clientKey: '192.0.2.34' }, T0);
      await first.close();
      const again = await open(dataDir);
      expect((await listFeedback(again)).map((feedback) => feedback.id)).toEqual([id]);
      await again.close();
      expect(readlinkSync(linked)).toBe(cluster);
      expect(statSync(dirname(cluster)).mode & 0o777).toBe(0o710);
    } finally {
      rmSync(dirname(cluster), { recursive: true, force: true });
    }
  });

  it('says so when something else is in the place of the link', async () => {
    const closed = mkdtempSync(join(root, 'private-'));
    const dataDir = join(closed, 'data');
    mkdirSync(join(dataDir, CLUSTER_FOLDER), { recursive: true });
    expect(await failureOf(dataDir)).toMatch(
      new RegExp(
        `^Invalid setting DATA_DIR: ${dataDir}/${CLUSTER_FOLDER} is in the way: the user postgres cannot pass ` +
          `through ${closed}, so the database is kept in ${REACHABLE_CLUSTERS}/[0-9a-f]{16}/${CLUSTER_FOLDER}, ` +
          `linked from there\\. Move ${dataDir}/${CLUSTER_FOLDER} away\\.$`,
      ),
    );
  });
});
