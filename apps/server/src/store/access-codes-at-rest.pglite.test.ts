import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@safety-companion/api';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_FILE } from '../access-codes.js';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';

const MARKER = 'marker-4f7c2a-stored-in-clear';
const dataDir = mkdtempSync(join(tmpdir(), 'safety-codes-at-rest-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

// The whole server on a data folder, called through the typed client as the mobile app would, with the local
// development identity (no FIREBASE_PROJECT_ID, loopback address). Opening and closing PGlite on disk takes tens
// of seconds on a busy machine: the test has its own time limit.
describe('the data folder', () => {
  it('never holds an access code in clear, and its generated secret is readable by its owner only', async () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
    });
    const server = await startServer(config);
    const codes: string[] = [];
    try {
      const app = createApiClient({ baseUrl: `${server.url}/api`, getIdToken: async () => 'dev:at-rest' });
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
    const contents = filesUnder(dataDir).map((file) => ({ file, content: readFileSync(file) }));
    // The statuses are on disk, so a code kept in clear would be found the same way.
    expect(contents.some(({ content }) => content.includes(MARKER))).toBe(true);
    for (const { file, content } of contents) {
      for (const code of codes) expect(content.includes(code), `${code} in ${file}`).toBe(false);
    }
  }, 120_000);
});
