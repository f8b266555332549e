import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support.js';
import { THROTTLE_RULES } from '../throttle.js';
import { type ClosableConnection, pgPoolConnection } from './connections.js';
import { LOOKUP_STATEMENT, type LookupRequest, lookupReader } from './status-queries.js';

// A hero's lookup also asks whether the asking client failed lookups lately. However many other clients failed
// (a guessing attack), that check must read only the asking client's events: its plan is made once per connection,
// when the table may be empty or full, and before autovacuum has gathered the table's statistics.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const OTHER_CLIENTS = 3_000;
const KIND = THROTTLE_RULES.failedLookup.kind;

let db: ClosableConnection;
beforeEach(async () => {
  // One connection, so that the statement prepared below stays where it was prepared.
  db = pgPoolConnection({ url: await createTestDatabase(), poolSize: 1 });
  // The plan a named statement keeps after its first runs: one plan for any values.
  await db.exec(`SET plan_cache_mode = force_generic_plan;
    PREPARE lookup (text[], timestamptz, text[], text[], timestamptz) AS ${LOOKUP_STATEMENT}`);
});
afterEach(async () => {
  await db.close();
});

async function failedLookupsOfOtherClients() {
  await db.exec(`INSERT INTO throttle_events (client_key, kind, at)
    SELECT '10.1.' || (n / 250) || '.' || (n % 250), '${KIND}', now() FROM generate_series(1, ${OTHER_CLIENTS}) AS n`);
}

/**
 * The nodes of the lookup's plan that read failed lookups (with a bitmap scan's index read), as it ran for a client
 * of its own.
 */
async function throttleReads(): Promise<PlanNode[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE lookup(ARRAY['no-such-hash'], now(), ARRAY['192.0.2.1'],
       ARRAY['${KIND}'], now() - interval '15 minutes')`,
  );
  const plan = rows[0]?.['QUERY PLAN'][0].Plan;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode, underThrottleEvents: boolean) => {
    const reads = underThrottleEvents || node['Relation Name'] === 'throttle_events';
    if (reads) nodes.push(node);
    for (const child of node.Plans ?? []) walk(child, reads);
  };
  if (plan) walk(plan, false);
  return nodes;
}

/** Every read of failed lookups goes through the client's own index, and none passes over another's events. */
function expectOnlyOwnEvents(nodes: PlanNode[]) {
  expect(nodes.length).toBeGreaterThan(0);
  for (const node of nodes) {
    expect(node['Node Type']).toMatch(/Index|Bitmap/);
    expect(node['Rows Removed by Filter'] ?? 0).toBe(0);
    expect(node['Rows Removed by Index Recheck'] ?? 0).toBe(0);
  }
  const indexes = new Set(nodes.flatMap((node) => node['Index Name'] ?? []));
  expect([...indexes]).toEqual(['throttle_events_client_idx']);
}

describe("a hero's lookup among other clients' failed lookups", () => {
  it('reads none of them when planned while they are there', async () => {
    await failedLookupsOfOtherClients();
    expectOnlyOwnEvents(await throttleReads());
  });

  it('reads none of them when planned before they came', async () => {
    await throttleReads();
    await failedLookupsOfOtherClients();
    expectOnlyOwnEvents(await throttleReads());
  });

  it('leaves them to the count over all clients, through an index of failed lookups', async () => {
    await failedLookupsOfOtherClients();
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT count(*) FROM throttle_events WHERE kind = '${KIND}' AND at > now() - interval '1 hour'`,
    );
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('throttle_events_failed_lookup_at_idx');
  });
});

describe('hero lookups that arrive in one turn of the event loop', () => {
  const lookup = (code: string): LookupRequest => ({
    codeHash: `hash-of-${code}`,
    at: new Date(),
    retentionHours: 24,
    misses: [{ key: `client-of-${code}`, kind: KIND }],
    missesSince: new Date(Date.now() - 60_000),
  });

  it('share one statement, even when they come from callbacks of their own, as requests from sockets do', async () => {
    const statements: string[] = [];
    const read = lookupReader({
      query: (sql, params, options) => {
        statements.push(sql);
        return db.query(sql, params, options);
      },
      exec: (sql) => db.exec(sql),
    });
    // Each in a callback of its own; DataLoader's own schedule would send each alone, right after its callback.
    const arrive = (code: string) =>
      new Promise((resolve) => setImmediate(() => resolve(read(lookup(code)))));
    const reads = await Promise.all([arrive('A'), arrive('B'), arrive('C')]);
    expect(reads).toEqual(Array(3).fill({ lookup: { state: 'unknown' }, recentMisses: false }));
    expect(statements).toEqual([LOOKUP_STATEMENT]);

    await read(lookup('D'));
    expect(statements).toHaveLength(2);
  });
});
