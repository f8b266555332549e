import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTables, findStatusByCodeHash, rowsOf, schemaVersions } from '../../test/store-readers.js';
import { openTestStore, publishStatus, TEST_SECRET } from '../../test/support.js';
import { hashAccessCode } from '../access-codes.js';
import { MIGRATIONS } from './migrations.js';
import type { SqlStore } from './sql-store.js';
import type { Allowance } from './store.js';

const T0 = new Date(Date.UTC(2025, 0, 1));
const rule = { kind: 'test', limit: 2, windowMs: 60_000 };
const at = (ms: number) => new Date(T0.getTime() + ms);

// One store for the file; each test uses keys of its own.
let store: SqlStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});

describe('the SQL store', () => {
  it('migrates to the last step', async () => {
    expect(await schemaVersions(store)).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('throttles, releases, counts and prunes', async () => {
    const first = await store.takeThrottleSlot('a', rule, at(0));
    const second = await store.takeThrottleSlot('a', rule, at(10_000));
    expect(first.allowed && second.allowed).toBe(true);
    expect(await store.takeThrottleSlot('a', rule, at(20_000))).toEqual({
      allowed: false,
      retryAfterMs: 40_000,
    });
    expect((await store.takeThrottleSlot('b', rule, at(20_000))).allowed).toBe(true);
    expect((await store.takeThrottleSlot('a', { ...rule, kind: 'other' }, at(20_000))).allowed).toBe(true);

    if (second.allowed) await store.releaseThrottleSlot(second.eventId);
    expect((await store.takeThrottleSlot('a', rule, at(20_000))).allowed).toBe(true);

    expect(await store.countThrottleEvents('test', at(0))).toBe(2); // after the first event
    expect(await store.countThrottleEvents('test', at(-1))).toBe(3);
    expect(await store.pruneThrottleEvents(at(15_000))).toBe(1);
    expect(await store.countThrottleEvents('test', at(-1))).toBe(2);

    // Slots free one by one as events leave the window.
    expect((await store.takeThrottleSlot('a', rule, at(60_000))).allowed).toBe(true);
    expect(await store.takeThrottleSlot('a', rule, at(70_000))).toEqual({
      allowed: false,
      retryAfterMs: 10_000,
    });
    expect((await store.takeThrottleSlot('a', rule, at(80_000))).allowed).toBe(true);
  });

  it('keeps a code live once at most, ends and forgets it', async () => {
    const status = await publishStatus(store, { code: 'CODE01' }, T0);
    await expect(publishStatus(store, { code: 'CODE01', owner: 'user-2' }, at(1))).rejects.toThrow(/taken/);
    const hash = hashAccessCode(TEST_SECRET, 'CODE01');
    expect(await findStatusByCodeHash(store, hash, at(2), 24)).toEqual({ state: 'live', status });
    expect(await store.endStatus(status.id, 'user-2', at(100))).toBe(false);
    expect(await store.endStatus(status.id, 'user-1', at(100))).toBe(true);
    expect(await findStatusByCodeHash(store, hash, at(99), 24)).toEqual({ state: 'ended' });
    expect(await findStatusByCodeHash(store, hash, at(100), 24)).toEqual({ state: 'unknown' });
  });

  it('empties every table on reset', async () => {
    await publishStatus(store, { code: 'RESET1' }, T0);
    await emptyTables(store);
    for (const table of ['feedback', 'statuses', 'ended_statuses', 'throttle_events'] as const) {
      expect(await rowsOf(store, table)).toEqual([]);
    }
  });
});

describe('spent challenges', () => {
  it('spends a signature once, and forgets it after it expires', async () => {
    expect(await store.spendChallenge('signature-1', at(60_000))).toBe(true);
    expect(await store.spendChallenge('signature-1', at(60_000))).toBe(false);
    expect(await store.spendChallenge('signature-2', at(120_000))).toBe(true);
    expect(await store.pruneSpentChallenges(at(90_000))).toBe(1);
    expect(await store.spendChallenge('signature-1', at(60_000))).toBe(true);
    expect(await store.spendChallenge('signature-2', at(120_000))).toBe(false);
  });
});

describe('lookupStatus', () => {
  const client = (key: string, limit = 3): Allowance => ({
    key,
    rule: { kind: 'miss', limit, windowMs: 60_000 },
  });
  const network = (key: string, limit = 5): Allowance => ({
    key,
    rule: { kind: 'miss-network', limit, windowMs: 60_000 },
  });
  const hash = (code: string) => hashAccessCode(TEST_SECRET, code);
  const countAll = async () =>
    (await store.countThrottleEvents('miss', at(-1))) +
    (await store.countThrottleEvents('miss-network', at(-1)));

  it('answers a live or ended status and writes nothing', async () => {
    const status = await publishStatus(store, { code: 'HIT001', details: { info: 'here' } }, T0);
    const ended = await publishStatus(store, { code: 'HIT002' }, T0);
    await store.endStatus(ended.id, ended.owner, at(60_000));
    const before = await countAll();
    const allowances = [client('hit'), network('hit-net')];
    expect(await store.lookupStatus([hash('HIT001')], allowances, at(1), 24)).toEqual({
      kind: 'found',
      found: { state: 'live', status },
    });
    expect(await store.lookupStatus([hash('HIT002')], allowances, at(1), 24)).toEqual({
      kind: 'found',
      found: { state: 'ended' },
    });
    expect(await countAll()).toBe(before);
  });

  it('counts a miss against every allowance, and refuses once any is used up, even a live code', async () => {
    await publishStatus(store, { code: 'LIVE01' }, T0);
    // Two clients of one network: the network's limit (5) is reached before either client's (3).
    for (const [key, ms] of [
      ['c1', 0],
      ['c1', 1000],
      ['c1', 2000],
      ['c2', 3000],
      ['c2', 4000],
    ] as const) {
      expect(await store.lookupStatus([hash('NONE01')], [client(key), network('net1')], at(ms), 24)).toEqual({
        kind: 'missed',
      });
    }
    expect(await store.lookupStatus([hash('LIVE01')], [client('c2'), network('net1')], at(5000), 24)).toEqual(
      {
        kind: 'refused',
        retryAfterMs: 55_000,
      },
    );
    expect(await store.lookupStatus([hash('NONE01')], [client('c1'), network('net2')], at(5000), 24)).toEqual(
      {
        kind: 'refused',
        retryAfterMs: 55_000,
      },
    );
    // Another network is not touched; a slot frees as the first miss leaves the window.
    expect(
      (await store.lookupStatus([hash('LIVE01')], [client('c3'), network('net2')], at(5000), 24)).kind,
    ).toBe('found');
    expect(
      (await store.lookupStatus([hash('LIVE01')], [client('c2'), network('net1')], at(60_001), 24)).kind,
    ).toBe('found');
  });

  it('answers lookups that arrive together each for its own code, moment and client', async () => {
    const live = await publishStatus(store, { code: 'TOG001' }, T0);
    const ended = await publishStatus(store, { code: 'TOG002' }, T0);
    await store.endStatus(ended.id, ended.owner, at(60_000));
    const expiring = await publishStatus(store, { code: 'TOG003', endTime: at(1000) }, T0);
    for (const ms of [0, 1, 2]) await store.lookupStatus([hash('NONE02')], [client('tog-spent')], at(ms), 1);
    const before = await countAll();

    const outcomes = await Promise.all([
      store.lookupStatus([hash('TOG001')], [client('tog-1'), network('tog-net')], at(10), 1),
      store.lookupStatus([hash('TOG002')], [client('tog-2')], at(10), 1),
      store.lookupStatus([hash('TOG003')], [client('tog-3')], at(10), 1),
      // Past an hour after its end, the same countdown has ended for a lookup of that moment.
      store.lookupStatus([hash('TOG003')], [client('tog-4')], at(3_601_001), 1),
      store.lookupStatus([hash('NONE03')], [client('tog-5'), network('tog-net')], at(10), 1),
      store.lookupStatus([hash('TOG001')], [client('tog-spent')], at(10), 1),
    ]);
    expect(outcomes).toEqual([
      { kind: 'found', found: { state: 'live', status: live } },
      { kind: 'found', found: { state: 'ended' } },
      { kind: 'found', found: { state: 'live', status: expiring } },
      { kind: 'found', found: { state: 'ended' } },
      { kind: 'missed' },
      { kind: 'refused', retryAfterMs: 59_990 },
    ]);
    expect(await countAll()).toBe(before + 2);
  });

  it('lets exactly the limit of concurrent misses through', async () => {
    await publishStatus(store, { code: 'RACE01' }, T0);
    const codes = Array.from({ length: 24 }, (_, index) =>
      index === 20 ? 'RACE01' : `NO${String(index).padStart(4, '0')}`,
    );
    const outcomes = await Promise.all(
      codes.map((code) =>
        store.lookupStatus([hash(code)], [client('racer', 10), network('race-net', 50)], at(0), 24),
      ),
    );
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds.filter((kind) => kind === 'missed')).toHaveLength(10);
    expect(await store.countThrottleEvents('miss', at(-1))).toBeGreaterThanOrEqual(10);
    // Whatever order they ran in: no more than 10 misses, and the live code found only while a slot was left.
    const hit = kinds[20];
    expect(['found', 'refused']).toContain(hit);
    expect(kinds.filter((kind) => kind === 'refused')).toHaveLength(hit === 'found' ? 13 : 14);
  });
});
