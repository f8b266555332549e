import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support.js';
import { pgPoolConnection } from './connections.js';
import { isStoreUnavailable } from './store.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a pooled connection', () => {
  it('H2: a transaction whose connection the database ends between statements fails as unavailable, and the process lives on', async () => {
    const url = await createTestDatabase();
    const connection = pgPoolConnection({ url, poolSize: 2 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const failed = await connection
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          // As a restart does ('terminating connection due to administrator command'), while the transaction's
          // client waits between its statements: its 'error' event has no pool listener then.
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
          await sleep(300);
          await tx.query('SELECT 1');
        })
        .catch((error: unknown) => error);
      expect(isStoreUnavailable(failed)).toBe(true);
      // The broken connection was closed, not handed on: the next calls are served.
      for (let n = 0; n < 3; n++) {
        expect((await connection.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      }
    } finally {
      await admin.end();
      await connection.close();
    }
  });
});
