import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@safety-companion/api';
import { afterAll, describe, expect, it } from 'vitest';
import { testDevelopmentToken } from '../../test/development-token.js';
import { SECRET_FILE } from '../access-codes.js';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';

const MARKER = 'marker-4f7c2a-stored-in-clear';
const root = mkdtempSync(join(tmpdir(), 'safety-data-folder-'));
// As root, the database user passes through the folder above the data folder.
chmodSync(root, 0o711);
const dataDir = join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function entriesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? [path, ...entriesUnder(path)] : [path];
  });
}
const filesUnder = (folder: string) => entriesUnder(folder).filter((path) => statSync(path).isFile());

// The whole server on a data folder, called through the typed client as the mobile app would, with the local
// development identity (no FIREBASE_PROJECT_ID, loopback address). Creating its PostgreSQL takes seconds.
describe('the data folder', () => {
  it('is closed to other users, whatever the umask, and never holds an access code in clear', async () => {
    // A folder left open by an earlier version, with a file in it; the server starts under a umask that hides nothing.
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'left-by-an-earlier-version'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'left-by-an-earlier-version'), 0o666);
    const umask = process.umask(0);
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
    });
    let server: Awaited<ReturnType<typeof startServer>>;
    try {
      server = await startServer(config);
    } finally {
      process.umask(umask);
    }
    const codes: string[] = [];
    try {
      const app = createApiClient({
        baseUrl: `${server.url}/api`,
        getIdToken: async () => testDevelopmentToken(dataDir, 'at-rest'),
      });
      const created = [];
      for (let i = 0; i < 3; i++) {
        created.push(
          await app.createStatus({ timezone: 'UTC', location: { latitude: 1, longitude: 2 }, info: MARKER }),
        );
      }
      codes.push(...created.map((status) => status.accessCode));
      const first = created[0];
      if (!first) throw new Error('No status was created.');
      await app.updateStatus(first.id, { emergency: true });
      await app.stopStatus(first.id);
      const lookup = createApiClient({ baseUrl: `${server.url}/api` });
      expect((await lookup.getSnapshot(created[1]?.accessCode ?? '')).location).toEqual({
        latitude: 1,
        longitude: 2,
      });
    } finally {
      await server.shutdown();
    }

    expect(statSync(join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    // Nothing for others: the folder, the database's files, the secret, the lock, the log.
    const entries = [dataDir, ...entriesUnder(dataDir)].filter((path) => !lstatSync(path).isSymbolicLink());
    expect(entries.length).toBeGreaterThan(500);
    const open = entries.filter((path) => lstatSync(path).mode & 0o007);
    expect(open).toEqual([]);
    // As root, PostgreSQL runs as the database user, who reaches its cluster through the group, never as "others".
    expect(statSync(dataDir).mode & 0o777).toBe(process.getuid?.() === 0 ? 0o710 : 0o700);
    const contents = filesUnder(dataDir).map((file) => ({ file, content: readFileSync(file) }));
    // The statuses are on disk, so a code kept in clear would be found the same way.
    expect(contents.some(({ content }) => content.includes(MARKER))).toBe(true);
    for (const { file, content } of contents) {
      for (const code of codes) expect(content.includes(code), `${code} in ${file}`).toBe(false);
    }
  }, 120_000);
});
