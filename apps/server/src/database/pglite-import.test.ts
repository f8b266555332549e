import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findStatusByCodeHash, listFeedback, rowsOf } from '../../test/store-readers.js';
import { TEST_SECRET, useTestStore, VALID_FEEDBACK } from '../../test/support.js';
import { hashAccessCode } from '../access-codes.js';
import { MIGRATIONS } from '../store/migrations.js';
import { importPglite, runPgliteExport } from './pglite-import.js';

const root = mkdtempSync(join(tmpdir(), 'safety-pglite-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = useTestStore();

const AT = '2026-11-20T10:00:00.000Z';
const CODE_HASH = hashAccessCode(TEST_SECRET, 'OLD123');
const ENDED_HASH = hashAccessCode(TEST_SECRET, 'GONE42');
/** An earlier version's data: its schema (every migration) and a row of each kind worth keeping. */
const EARLIER_DATA = `
  CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL,
                                  applied_at timestamptz NOT NULL DEFAULT now());
  ${MIGRATIONS.map((migration) => migration.sql).join(';\n')};
  INSERT INTO admins VALUES ('ops', '\\x0102ff', '\\xaabb', 32768, 8, 1, '${AT}', '${AT}');
  INSERT INTO admin_sessions VALUES ('session-hash', 'ops', '${AT}', '${AT}');
  INSERT INTO feedback (id, name, email, subject, body, location, client_key, created_at, handled_at)
    VALUES ('0b9a5e84-7bb1-4a3b-9f0e-3f4f58e0c2a1', '${VALID_FEEDBACK.name}', '${VALID_FEEDBACK.email}',
            '${VALID_FEEDBACK.subject}', 'Kept across the move', 'web', '192.0.2.1', '${AT}', NULL);
  INSERT INTO statuses (id, owner, code_hash, details, end_time, started_at, updated_at)
    VALUES ('4a035d77-1403-4ef5-a549-fd138994f62a', 'user-1', '${CODE_HASH}',
            '{"timezone":"UTC","location":{"latitude":1,"longitude":2},"emergency":true}', NULL, '${AT}', '${AT}');
  INSERT INTO ended_statuses VALUES ('${ENDED_HASH}', '2026-11-21T10:00:00.000Z');
`;

// PGlite (in the export package's process) takes seconds to open a folder, twice here.
describe('data:import-pglite', { timeout: 120_000 }, () => {
  it("copies an earlier version's admins, feedback and statuses into the store, once, and renames the folder", async () => {
    const folder = join(root, 'pglite');
    await runPgliteExport(folder, EARLIER_DATA);

    const added = await importPglite(store(), folder, new Date('2026-11-25T12:00:00.000Z'));
    expect(added).toEqual({ admins: 1, feedback: 1, statuses: 1, ended_statuses: 1 });
    expect(existsSync(folder)).toBe(false);
    expect(readdirSync(root)).toEqual(['pglite-imported-2026-11-25T12-00-00.000Z']);

    const admin = await store().findAdmin('ops');
    expect(admin?.password.hash).toEqual(Buffer.from([1, 2, 0xff]));
    expect(admin?.createdAt).toEqual(new Date(AT));
    expect((await listFeedback(store())).map(({ body, createdAt }) => ({ body, createdAt }))).toEqual([
      { body: 'Kept across the move', createdAt: new Date(AT) },
    ]);
    const at = new Date('2026-11-20T12:00:00.000Z');
    const live = await findStatusByCodeHash(store(), CODE_HASH, at, 24);
    expect(live.state).toBe('live');
    expect(await findStatusByCodeHash(store(), ENDED_HASH, at, 24)).toEqual({ state: 'ended' });
    // Sessions are not carried over: the admin signs in again.
    expect(await rowsOf(store(), 'admin_sessions')).toEqual([]);
  });
});
