import { StatusSnapshot, VIEWER_LIMITS } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/store-readers.js';
import { from, publishStatus, testClock, testConfig, useTestStore } from '../../test/support.js';
import { createApp } from '../app.js';

const store = useTestStore();
const CODE = 'HELP42';
const page = (n: number) => `page-${String(n).padStart(2, '0')}-0123456789`;

async function setup() {
  const clock = testClock();
  const app = createApp({ store: store(), config: testConfig(), clock: clock.now, warn: () => {} });
  const status = await publishStatus(store(), { code: CODE, owner: 'alice' }, new Date(clock.now()));
  const poll = async (id: string, address = '203.0.113.30') =>
    StatusSnapshot.parse(
      await (await app.request(`/api/getSnapshot?accessCode=${CODE}&page=${id}`, {}, from(address))).json(),
    );
  return { clock, status, poll };
}

describe('the pages that have a status open', () => {
  it('counts each polling page once, seen again at most once a minute, by its random id alone', async () => {
    const { clock, status, poll } = await setup();
    expect((await poll(page(1))).viewers).toBe(1);
    expect((await poll(page(2), '198.51.100.7')).viewers).toBe(2);
    const version = (await store().readStatus(status.id))?.version;
    clock.advance(30_000);
    // Within the minute: no write, no change of the status.
    expect((await poll(page(1))).viewers).toBe(2);
    expect((await store().readStatus(status.id))?.version).toBe(version);
    expect(await rowsOf(store(), 'status_viewers')).toEqual([
      { status_id: status.id, page: page(1), seen_at: new Date(clock.now() - 30_000) },
      { status_id: status.id, page: page(2), seen_at: new Date(clock.now() - 30_000) },
    ]);
    clock.advance(30_000);
    await poll(page(1));
    const rows = (await rowsOf(store(), 'status_viewers')) as { page: string; seen_at: Date }[];
    expect(rows.find((row) => row.page === page(1))?.seen_at).toEqual(new Date(clock.now()));
  });

  it(`counts at most ${VIEWER_LIMITS.perClient} pages of one client`, async () => {
    const { poll } = await setup();
    for (let n = 1; n <= VIEWER_LIMITS.perClient; n += 1) expect((await poll(page(n))).viewers).toBe(n);
    expect((await poll(page(7))).viewers).toBe(VIEWER_LIMITS.perClient);
    expect((await poll(page(8), '198.51.100.7')).viewers).toBe(VIEWER_LIMITS.perClient + 1);
  });

  it('forgets a page 2 minutes after it was last seen, and with its status', async () => {
    const { clock, status, poll } = await setup();
    await poll(page(1));
    clock.advance(90_000);
    await poll(page(2), '198.51.100.7');
    clock.advance(31_000);
    const version = (await store().readStatus(status.id))?.version ?? 0;
    expect(await store().forgetStalePages(new Date(clock.now() - VIEWER_LIMITS.forgetMs))).toBe(1);
    const after = await store().readStatus(status.id);
    expect(after?.viewers).toBe(1);
    // Its pages hear the new count.
    expect(after?.version).toBe(version + 1);
    await store().endStatus(status.id, 'alice', new Date(clock.now() + 3_600_000));
    expect(await rowsOf(store(), 'status_viewers')).toEqual([]);
  });

  it('refuses a page id that is not one', async () => {
    await setup();
    const app = createApp({ store: store(), config: testConfig(), warn: () => {} });
    expect(
      (await app.request(`/api/getSnapshot?accessCode=${CODE}&page=short`, {}, from('203.0.113.30'))).status,
    ).toBe(400);
  });
});
