// The browser specs' server: the real one, as `npm start` runs it, serving the production build of the site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { type ApiClient, createApiClient } from '@safety-companion/api';
import { streetMapSample, writePmtiles } from '@safety-companion/test-support';
import { loadConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/server.js';
import { testDevelopmentToken } from './development-token.js';

/** A browser spec's server, with the data folder it runs on. */
export interface E2eServer extends RunningServer {
  dataDir: string;
}

/**
 * Starts one real server for the spec that calls it, on 127.0.0.1 and a free port, with a fresh data folder
 * (`prepare` runs on it first, before the server opens it) and the environment settings in `env` on top (a function
 * of them is called then, for settings known only once an earlier `beforeAll` ran); stops it
 * and deletes the folder after the spec. Answers a getter, for the tests and any later `beforeAll`.
 *
 * @example
 * const server = useE2eServer({ GUESS_BUDGET_PER_15_MINUTES: '2' });
 * test('…', async ({ page }) => page.goto(`${server().url}/hero-lookup`));
 */
export function useE2eServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  prepare?: (dataDir: string) => Promise<void>,
): () => E2eServer {
  let dataDir: string | undefined;
  let server: E2eServer | undefined;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'safety-companion-e2e-'));
    await prepare?.(dataDir);
    const running = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(typeof env === 'function' ? env() : env),
      }),
    );
    server = Object.assign(running, { dataDir });
  });
  test.afterAll(async () => {
    await server?.shutdown();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('The server starts before the first test.');
    return server;
  };
}

/**
 * `useE2eServer` with the site's own street map (`MAP_TILES`): a PMTiles file of the test streets around `center`,
 * written into the server's data folder before it starts.
 *
 * @example
 * const server = useE2eServerWithStreets({ latitude: 41.88, longitude: -87.63 });
 */
export function useE2eServerWithStreets(center: { latitude: number; longitude: number }): () => E2eServer {
  let tiles = '';
  return useE2eServer(
    () => ({ MAP_TILES: tiles }),
    async (dataDir) => {
      tiles = join(dataDir, 'street-map.pmtiles');
      const layers = streetMapSample([center.longitude, center.latitude]);
      writeFileSync(tiles, writePmtiles({ layers, minZoom: 0, maxZoom: 15 }));
    },
  );
}

/** The mobile app of `user` on a browser spec's server: its API client, with the server's development identity. */
export function appOf(server: () => E2eServer, user: string): ApiClient {
  return createApiClient({
    baseUrl: `${server().url}/api`,
    getIdToken: async () => testDevelopmentToken(server().dataDir, user),
  });
}

/**
 * Counts the page's lookups (`getSnapshot`) from now on: a change the page shows while this stays 0 came by its
 * stream. How soon it comes is `bench:live`'s to measure, not a test's: a busy machine would make that flaky.
 */
export function countLookups(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/getSnapshot')) count += 1;
  });
  return () => count;
}
