import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClosableConnection, pgliteConnection } from './connections.js';

let db: ClosableConnection;

beforeAll(async () => {
  db = pgliteConnection(new PGlite());
  await db.exec(`CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL, at timestamptz, tags text[],
                                     extra jsonb)`);
});
afterAll(() => db.close());

const AT = new Date('2026-11-23T10:00:00.000Z');
const INSERT = 'INSERT INTO notes (body, at, tags, extra) VALUES ($1, $2, $3, $4) RETURNING *';
const COUNT = 'SELECT count(*)::integer AS count FROM notes';

describe('named statements on PGlite', () => {
  it('answers the same rows, with the same types, as an unnamed statement', async () => {
    const params = ['first', AT, ['a', 'b'], { kept: true }];
    const named = await db.query(INSERT, params, { name: 'insert-note' });
    const unnamed = await db.query(INSERT, params);
    const first = { body: 'first', at: AT, tags: ['a', 'b'], extra: { kept: true } };
    expect(named.rows).toEqual([{ id: 1, ...first }]);
    expect(unnamed.rows).toEqual([{ id: 2, ...first }]);
    // The second run of a name binds new values to the statement prepared by the first.
    const again = await db.query(INSERT, ['second', null, null, null], { name: 'insert-note' });
    expect(again.rows).toEqual([{ id: 3, body: 'second', at: null, tags: null, extra: null }]);
  });

  it('prepares a statement once when its first runs overlap', async () => {
    const runs = await Promise.all(
      [1, 2, 3].map(() => db.query<{ n: number }>('SELECT $1::integer + 1 AS n', [41], { name: 'answer' })),
    );
    expect(runs.map(({ rows }) => rows)).toEqual([[{ n: 42 }], [{ n: 42 }], [{ n: 42 }]]);
  });

  it('refuses a name already taken by another statement', async () => {
    await db.query('SELECT 1 AS one', [], { name: 'taken' });
    await expect(db.query('SELECT 2 AS two', [], { name: 'taken' })).rejects.toThrow(/already taken/);
  });

  it("rejects with PostgreSQL's error and keeps the connection usable", async () => {
    await expect(db.query(INSERT, [null, AT, [], {}], { name: 'insert-note' })).rejects.toThrow(/not-null/);
    expect((await db.query(COUNT, [], { name: 'count-notes' })).rows).toEqual([{ count: 3 }]);
  });

  it("runs inside a transaction as one of its statements, and waits outside for the transaction's end", async () => {
    let inTransaction: unknown;
    let outside: Promise<{ rows: unknown[] }> | undefined;
    const transaction = db
      .transaction(async (tx) => {
        await tx.query(INSERT, ['uncommitted', AT, [], {}], { name: 'insert-note' });
        inTransaction = (await tx.query(COUNT, [], { name: 'count-notes' })).rows;
        // Sent while the transaction is open: it must neither see nor join the transaction's uncommitted row.
        outside = db.query(COUNT, [], { name: 'count-notes' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    expect(await transaction).toBe('rolled back');
    expect(inTransaction).toEqual([{ count: 4 }]);
    expect((await outside)?.rows).toEqual([{ count: 3 }]);
  });
});
