import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres } from '../../test/embedded-postgres.js';
import { pssGrowth } from '../../test/slow-readers.js';

// H3: events were written without waiting for the reader, so streams that never read kept every change of their
// status in the server's memory (30 of them: +298–350 MB). The built server as its own process, on PostgreSQL: 30
// streams of a status at about its largest, from 5 addresses, while it changes 50 times a second for 4 s.
let postgres: Awaited<ReturnType<typeof startTestPostgres>>;
beforeAll(async () => {
  postgres = await startTestPostgres({ durable: false });
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
});

describe('H3: a slow reader costs a bounded amount', () => {
  it('30 streams that never read grow the server by at most 50 MB more than 30 that read', {
    timeout: 180_000,
  }, async () => {
    const load = { streams: 30, changesPerSecond: 50, seconds: 4 };
    const reading = await pssGrowth('reading', postgres.url, load);
    const stalled = await pssGrowth('never reading', postgres.url, load);
    expect(stalled - reading).toBeLessThanOrEqual(50);
  });
});
