import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestStore } from '../../test/support.js';
import { type RunningServer, startServer } from '../server.js';

const store = useTestStore();
let folder: string;
let file: string;
let withMap: RunningServer;
let withoutMap: RunningServer;
const content = randomBytes(4_096);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'safety-tiles-'));
  file = join(folder, 'region.pmtiles');
  await writeFile(file, content);
  withMap = await startServer(testConfig({ host: '127.0.0.1', port: 0, mapTiles: file }), { store: store() });
  withoutMap = await startServer(testConfig({ host: '127.0.0.1', port: 0 }), { store: store() });
});
afterAll(async () => {
  await withMap?.shutdown();
  await withoutMap?.shutdown();
  await rm(folder, { recursive: true, force: true });
});

const tiles = (server: RunningServer, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/map/tiles.pmtiles`, { headers });

describe('the map tiles (MAP_TILES)', () => {
  it('are served from the site in byte ranges, with an ETag, never to a shared cache', async () => {
    expect(await (await fetch(`${withMap.url}/api/map`)).json()).toEqual({ tiles: '/api/map/tiles.pmtiles' });
    const whole = await tiles(withMap);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
    expect(whole.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const etag = whole.headers.get('ETag') as string;
    expect(etag).toMatch(/^".+"$/);

    const part = await tiles(withMap, { Range: 'bytes=127-1126' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 127-1126/${content.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(content.subarray(127, 1127))).toBe(true);
    const tail = await tiles(withMap, { Range: 'bytes=-16' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(content.subarray(-16))).toBe(true);

    expect((await tiles(withMap, { 'If-None-Match': etag })).status).toBe(304);
    const outside = await tiles(withMap, { Range: `bytes=${content.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('Content-Range')).toBe(`bytes */${content.length}`);
  });

  it('take a replaced file at once, with a new ETag', async () => {
    const before = (await tiles(withMap)).headers.get('ETag');
    const replaced = randomBytes(5_000);
    await writeFile(file, replaced);
    const after = await tiles(withMap, { 'If-None-Match': before as string });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before);
    expect(Buffer.from(await after.arrayBuffer()).equals(replaced)).toBe(true);
  });

  it('are none without MAP_TILES: the map asks for no tiles', async () => {
    expect(await (await fetch(`${withoutMap.url}/api/map`)).json()).toEqual({ tiles: null });
    const response = await tiles(withoutMap);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This site has no street map.' });
  });
});

/** The open file descriptors of this process, which the in-process servers share; undefined without /proc. */
function openDescriptors(): number | undefined {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return undefined;
  }
}

/** A GET of the whole file that reads the head of the answer and then hangs up, as a page closed mid-download. */
function abandonedGet(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || request.destroyed) resolve();
      else reject(error);
    });
  });
}

describe('H-1: the map tiles keep no file open for a request that has ended', () => {
  let large: RunningServer;
  let largeFile: string;
  beforeAll(async () => {
    // Larger than the socket buffers take at once, so that an abandoned answer is cut mid-file.
    largeFile = join(folder, 'large.pmtiles');
    await writeFile(largeFile, randomBytes(8 * 1024 * 1024));
    large = await startServer(testConfig({ host: '127.0.0.1', port: 0, mapTiles: largeFile }), {
      store: store(),
    });
  });
  afterAll(() => large?.shutdown());

  it('answers a HEAD its headers alone, and 2,000 HEADs and 500 abandoned GETs leave the descriptors as they were', async () => {
    const before = openDescriptors();
    if (before === undefined) {
      console.warn('No /proc/self/fd on this system: the descriptors cannot be counted.');
    }
    const url = new URL(`${large.url}/api/map/tiles.pmtiles`);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(8 * 1024 * 1024));
    expect(head.headers.get('ETag')).toMatch(/^".+"$/);
    const ranged = await fetch(url, { method: 'HEAD', headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Content-Range')).toBe(`bytes 0-99/${8 * 1024 * 1024}`);

    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, async () => {
          const answer = await fetch(url, { method: 'HEAD' });
          expect(answer.status).toBe(200);
        }),
      );
    }
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 50 }, () => abandonedGet(url)));
    }
    if (before === undefined) return;
    // Sockets and files close as the server notices the hang-ups: wait for it, not for a time.
    await expect.poll(openDescriptors, { timeout: 20_000, interval: 100 }).toBeLessThanOrEqual(before + 2);
  }, 120_000);
});
