// `pnpm bench:slow-readers`: what streams whose readers never read cost a server (not part of `npm test`), with
// test/slow-readers.ts: SLOW_STREAMS (30) streams while their status changes SLOW_CHANGES_PER_SECOND (50) times a
// second for SLOW_SECONDS (10), once reading and once never reading. Prints the growth of the server's PSS in each
// case and their difference.
import { startTestPostgres } from '../test/embedded-postgres.js';
import { pssGrowth } from '../test/slow-readers.js';

const load = {
  streams: Number(process.env.SLOW_STREAMS ?? 30),
  changesPerSecond: Number(process.env.SLOW_CHANGES_PER_SECOND ?? 50),
  seconds: Number(process.env.SLOW_SECONDS ?? 10),
};

const postgres = await startTestPostgres({ durable: false });
try {
  const reading = await pssGrowth('reading', postgres.url, load);
  const stalled = await pssGrowth('never reading', postgres.url, load);
  for (const [kind, growth] of [
    ['reading', reading],
    ['never reading', stalled],
  ] as const)
    console.log(`${load.streams} streams ${kind}: +${growth.toFixed(1)} MB of PSS at most`);
  console.log(`Difference: ${(stalled - reading).toFixed(1)} MB (goal: at most 50 MB)`);
} finally {
  await postgres.stop();
}
