import { describe, expect, it } from 'vitest';
import { publishStatus, testClock, useTestStore } from '../test/support.js';
import { startStatusSweep } from './status-sweep.js';

const store = useTestStore();
const HOUR = 3_600_000;

describe('the status sweep', () => {
  it('deletes what outlived its retention at start, then on its schedule', async () => {
    const clock = testClock();
    const endTime = new Date(clock.now() - 25 * HOUR);
    await publishStatus(store(), { code: 'OLD001', endTime }, new Date(clock.now() - 26 * HOUR));
    await publishStatus(store(), { code: 'LIVE01' }, new Date(clock.now()));
    const sweep = await startStatusSweep({
      store: store(),
      clock: clock.now,
      retentionHours: 24,
      everyMs: 20,
    });
    try {
      expect(await store().rowsOf('statuses')).toHaveLength(1);
      await publishStatus(store(), { code: 'OLD002', endTime }, new Date(clock.now() - 26 * HOUR));
      await expect.poll(async () => (await store().rowsOf('statuses')).length, { timeout: 10_000 }).toBe(1);
      expect(await store().rowsOf('ended_statuses')).toHaveLength(2);
    } finally {
      sweep.stop();
    }
  });
});
