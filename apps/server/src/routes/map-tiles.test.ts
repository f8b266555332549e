import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
