import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore } from '../test-support.js';
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
    expect(await store.schemaVersions()).toEqual(MIGRATIONS.map((migration) => migration.version));
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

  it('publishes, replaces and expires statuses, and refuses a malformed code', async () => {
    await store.putStatus({ accessCode: 'CODE01', snapshot: { info: 'first' } }, T0);
    await store.putStatus({ accessCode: 'CODE01', snapshot: { info: 'second' } }, at(1));
    expect((await store.findStatusByCode('CODE01', at(2)))?.snapshot).toEqual({ info: 'second' });
    await store.putStatus({ accessCode: 'GONE01', snapshot: {}, expiresAt: at(10) }, T0);
    expect(await store.findStatusByCode('GONE01', at(9))).toBeDefined();
    expect(await store.findStatusByCode('GONE01', at(10))).toBeUndefined();
    await expect(store.putStatus({ accessCode: 'bad code', snapshot: {} }, T0)).rejects.toThrow();
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
  const countAll = async () =>
    (await store.countThrottleEvents('miss', at(-1))) +
    (await store.countThrottleEvents('miss-network', at(-1)));

  it('answers a live status and writes nothing', async () => {
    await store.putStatus({ accessCode: 'HIT001', snapshot: { info: 'here' } }, T0);
    const before = await countAll();
    const outcome = await store.lookupStatus('HIT001', [client('hit'), network('hit-net')], at(1));
    expect(outcome).toMatchObject({
      kind: 'found',
      status: { accessCode: 'HIT001', snapshot: { info: 'here' } },
    });
    expect(await countAll()).toBe(before);
  });

  it('counts a miss against every allowance, and refuses once any is used up, even a live code', async () => {
    await store.putStatus({ accessCode: 'LIVE01', snapshot: {} }, T0);
    // Two clients of one network: the network's limit (5) is reached before either client's (3).
    for (const [key, ms] of [
      ['c1', 0],
      ['c1', 1000],
      ['c1', 2000],
      ['c2', 3000],
      ['c2', 4000],
    ] as const) {
      expect(await store.lookupStatus('NONE01', [client(key), network('net1')], at(ms))).toEqual({
        kind: 'missed',
      });
    }
    expect(await store.lookupStatus('LIVE01', [client('c2'), network('net1')], at(5000))).toEqual({
      kind: 'refused',
      retryAfterMs: 55_000,
    });
    expect(await store.lookupStatus('NONE01', [client('c1'), network('net2')], at(5000))).toEqual({
      kind: 'refused',
      retryAfterMs: 55_000,
    });
    // Another network is not touched; a slot frees as the first miss leaves the window.
    expect((await store.lookupStatus('LIVE01', [client('c3'), network('net2')], at(5000))).kind).toBe(
      'found',
    );
    expect((await store.lookupStatus('LIVE01', [client('c2'), network('net1')], at(60_001))).kind).toBe(
      'found',
    );
  });

  it('lets exactly the limit of concurrent misses through', async () => {
    await store.putStatus({ accessCode: 'RACE01', snapshot: {} }, T0);
    const codes = Array.from({ length: 24 }, (_, index) =>
      index === 20 ? 'RACE01' : `NO${String(index).padStart(4, '0')}`,
    );
    const outcomes = await Promise.all(
      codes.map((code) => store.lookupStatus(code, [client('racer', 10), network('race-net', 50)], at(0))),
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
