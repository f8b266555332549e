import { LOOKUP_PATHS, lookupPath } from '@safety-companion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployBlock, documentedDeploy } from '../test/documented-deploy.js';
import { createTestDatabase, testConfig } from '../test/support.js';
import { loadConfig } from './config.js';
import { type RunningServer, startServer } from './server.js';
import { SqlStore } from './store/sql-store.js';

// The Cloud Run deployment of docs/deploy.md, read from its `gcloud run deploy` block as bash passes it.
const deploy = documentedDeploy();
const settings = loadConfig({
  TRUST_PROXY: deploy.env.TRUST_PROXY,
  STREAMS_MAX: deploy.env.STREAMS_MAX,
});

describe('the documented Cloud Run deployment (docs/deploy.md)', () => {
  it('gives live streams 80 % of the requests Cloud Run hands an instance, both from one variable', () => {
    const concurrency = Number(deploy.flag('--concurrency'));
    expect(concurrency).toBeGreaterThanOrEqual(1);
    expect(concurrency).toBeLessThanOrEqual(1000);
    expect(settings.streamsMax).toBe(Math.floor(concurrency * 0.8));
    // Another value of the one variable moves both.
    const other = documentedDeploy(deployBlock().replace(/^CONCURRENCY=\d+/m, 'CONCURRENCY=250'));
    expect(other.flag('--concurrency')).toBe('250');
    expect(other.env.STREAMS_MAX).toBe('200');
  });

  it("counts a client by the entry Cloud Run's front end added, the last one", () => {
    expect(settings.proxyHops).toBe(1);
  });
});

describe('M-1: a request sent straight to the service cannot choose its client address', () => {
  let server: RunningServer;
  let store: SqlStore;
  beforeAll(async () => {
    store = await SqlStore.openPostgres({ url: await createTestDatabase(), poolSize: 4 });
    server = await startServer(
      testConfig({
        host: '127.0.0.1',
        port: 0,
        proxyHops: settings.proxyHops,
        trustProxy: settings.trustProxy,
        streamsMax: settings.streamsMax,
      }),
      { store },
    );
  });
  afterAll(async () => {
    await server?.shutdown();
    await store?.close();
  });

  /** A lookup of a code nobody holds, with the `X-Forwarded-For` Cloud Run's front end passes on. */
  const wrongCode = (n: number, forwardedFor: string) =>
    fetch(`${server.url}/api/${lookupPath(LOOKUP_PATHS.snapshot, `WRONG${n % 10}`)}`, {
      headers: { 'X-Forwarded-For': forwardedFor },
    }).then((response) => response.status);

  it('M-1: 10 wrong codes, each behind another forged first entry, and the 11th is refused', async () => {
    // The sender wrote an entry of its choosing; Google's front end added the address it came from.
    const statuses = [];
    for (let n = 0; n < 11; n++) statuses.push(await wrongCode(n, `198.51.100.${n}, 203.0.113.66`));
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });

  it('M-1: two clients through the same front end keep their own allowances (A blocked, B still answered)', async () => {
    for (let n = 0; n < 10; n++) expect(await wrongCode(n, '203.0.113.10')).toBe(404);
    expect(await wrongCode(10, '203.0.113.10')).toBe(429);
    expect(await wrongCode(11, '6.6.6.6, 203.0.113.11')).toBe(404);
  });
});
