import { describe, expect, it } from 'vitest';
import { findStatusByCodeHash, listFeedback, rowsOf } from '../test/store-readers.js';
import { publishStatus, TEST_SECRET, testClock, useTestStore, VALID_FEEDBACK } from '../test/support.js';
import { hashAccessCode } from './access-codes.js';
import { sweepTasks } from './sweep.js';
import { createSweeper } from './sweeper.js';

const store = useTestStore();
const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
const CHEAP = { hash: Buffer.alloc(32), salt: Buffer.alloc(16), n: 2, r: 1, p: 1 };
const RETENTION = { feedbackRetentionDays: 365, statusRetentionHours: 24, statusIdleDays: 7 };

describe('the sweep', () => {
  it('deletes statuses that outlived their retention at start, then on its schedule', async () => {
    const clock = testClock();
    const endTime = new Date(clock.now() - 25 * HOUR);
    await publishStatus(store(), { code: 'OLD001', endTime }, new Date(clock.now() - 26 * HOUR));
    await publishStatus(store(), { code: 'LIVE01' }, new Date(clock.now()));
    const stop = await createSweeper({
      tasks: sweepTasks(store(), RETENTION),
      clock: clock.now,
      intervalMs: 20,
    }).start();
    try {
      expect(await rowsOf(store(), 'statuses')).toHaveLength(1);
      await publishStatus(store(), { code: 'OLD002', endTime }, new Date(clock.now() - 26 * HOUR));
      await expect.poll(async () => (await rowsOf(store(), 'statuses')).length, { timeout: 10_000 }).toBe(1);
      expect(await rowsOf(store(), 'ended_statuses')).toHaveLength(2);
    } finally {
      await stop();
    }
  });

  it('ends a status the app has not updated for the idle days as a stop would, and only that', async () => {
    const clock = testClock();
    const idle = await publishStatus(store(), { code: 'IDLE01' }, new Date(clock.now() - 7 * DAY));
    const moved = await publishStatus(store(), { code: 'MOVED1' }, new Date(clock.now() - 8 * DAY));
    await store().updateStatus(
      moved.id,
      moved.owner,
      { details: { emergency: true } },
      new Date(clock.now() - DAY),
    );
    await publishStatus(store(), { code: 'FRESH1' }, new Date(clock.now() - 7 * DAY + 1));
    const sweeper = createSweeper({ tasks: sweepTasks(store(), RETENTION), clock: clock.now });

    expect((await sweeper.runOnce())['statuses idle too long']).toBe(1);
    const live = (await rowsOf(store(), 'statuses')) as { id: string }[];
    expect(live.map((row) => row.id)).not.toContain(idle.id);
    expect(live).toHaveLength(2);
    // Like a stop: the code answers 'ended' for the retention, then is forgotten.
    const hash = hashAccessCode(TEST_SECRET, 'IDLE01');
    expect(await findStatusByCodeHash(store(), hash, new Date(clock.now()), 24)).toEqual({ state: 'ended' });
    clock.advance(24 * HOUR);
    await sweeper.runOnce();
    expect(await findStatusByCodeHash(store(), hash, new Date(clock.now()), 24)).toEqual({
      state: 'unknown',
    });
  });

  it('deletes feedback older than the retention, and only that', async () => {
    const clock = testClock();
    const add = async (subject: string, daysAgo: number) =>
      store().addFeedback(
        { ...VALID_FEEDBACK, subject, clientKey: 'k' },
        new Date(clock.now() - daysAgo * DAY),
      );
    await add('a year and a day ago', 366);
    await add('exactly at the limit', 365);
    await add('yesterday', 1);
    const sweeper = createSweeper({
      tasks: sweepTasks(store(), RETENTION),
      clock: clock.now,
    });

    const deleted = await sweeper.runOnce();
    expect(deleted['feedback past its retention']).toBe(1);
    expect((await listFeedback(store())).map((feedback) => feedback.subject)).toEqual([
      'exactly at the limit',
      'yesterday',
    ]);
    clock.advance(DAY);
    await sweeper.runOnce();
    expect((await listFeedback(store())).map((feedback) => feedback.subject)).toEqual(['yesterday']);
  });

  it('deletes admin sessions past their idle or absolute limit', async () => {
    const clock = testClock();
    const now = clock.now();
    await store().putAdmin('ada', CHEAP, new Date(now));
    await store().addAdminSession('idle', 'ada', new Date(now - 31 * 60_000));
    await store().addAdminSession('old', 'ada', new Date(now - 9 * 60 * 60_000));
    await store().touchAdminSession('old', new Date(now - 60_000));
    await store().addAdminSession('live', 'ada', new Date(now - 60_000));
    const sweeper = createSweeper({
      tasks: sweepTasks(store(), RETENTION),
      clock: clock.now,
    });

    expect((await sweeper.runOnce())['ended admin sessions']).toBe(2);
    expect(await store().findAdminSession('live')).toBeDefined();
    expect(await store().findAdminSession('idle')).toBeUndefined();
    expect(await store().findAdminSession('old')).toBeUndefined();
  });

  it('logs a failing task and still runs the others; start runs at once, before it resolves, and stops cleanly', async () => {
    const logged: string[] = [];
    const ran: string[] = [];
    const sweeper = createSweeper({
      tasks: [
        { name: 'broken', run: () => Promise.reject(new Error('disk on fire')) },
        {
          name: 'fine',
          run: async () => {
            ran.push('fine');
            return 3;
          },
        },
      ],
      clock: Date.now,
      log: (message) => logged.push(message),
    });
    expect(await sweeper.runOnce()).toEqual({ fine: 3 });
    expect(logged).toEqual(['The sweep of broken failed:']);
    const stop = await sweeper.start();
    expect(ran).toEqual(['fine', 'fine']);
    await stop();
  });
});
