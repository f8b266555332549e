import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBrotliCopies } from './brotli-copies';
import { CACHE_CONTROL } from './headers';
import { HOSTING_FILE } from './hosting-settings';
import { BROTLI_SUFFIX, siteApp } from './site-app';

/** Text that compresses well, of the given size. */
const text = (bytes: number) => 'const safety = "companion";\n'.repeat(bytes / 28 + 1).slice(0, bytes);

const FILES: Record<string, string> = {
  'index.html': `<!doctype html>${text(4000)}`,
  'hero-lookup.html': `<!doctype html>${text(3000)}`,
  'assets/index-abc123.js': text(20_000),
  'assets/index-abc123.css': text(2000),
  'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(1500)}</svg>`,
  'manifest.webmanifest': JSON.stringify({ name: text(1500) }),
  'assets/small-abc123.js': text(1023),
  'icon-192.png': text(5000),
  '.vite/manifest.json': JSON.stringify({ x: text(5000) }),
  [HOSTING_FILE]: JSON.stringify({ apiBaseUrl: '/api', firebaseAuth: false, pages: ['/', '/hero-lookup'] }),
};

let siteDir: string;
let written: string[];

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'safety-brotli-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), content);
  }
  written = await writeBrotliCopies(siteDir);
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('writeBrotliCopies', () => {
  it('writes a copy beside each served text file of 1 KiB or more, which decodes to the file', () => {
    const expected = [
      'index.html',
      'hero-lookup.html',
      'assets/index-abc123.js',
      'assets/index-abc123.css',
      'icon.svg',
      'manifest.webmanifest',
    ];
    expect(written.sort()).toEqual(expected.map((file) => file + BROTLI_SUFFIX).sort());
    for (const file of expected) {
      const copy = readFileSync(join(siteDir, file + BROTLI_SUFFIX));
      expect(copy.byteLength).toBeLessThan(Buffer.byteLength(FILES[file] ?? ''));
      expect(brotliDecompressSync(copy).toString()).toBe(FILES[file]);
    }
  });

  it('leaves out smaller files, images, dotfiles and the hosting file', () => {
    for (const file of ['assets/small-abc123.js', 'icon-192.png', '.vite/manifest.json', HOSTING_FILE])
      expect(existsSync(join(siteDir, file + BROTLI_SUFFIX))).toBe(false);
  });

  it('never copies a copy when run again', async () => {
    expect((await writeBrotliCopies(siteDir)).sort()).toEqual(written.sort());
    expect(existsSync(join(siteDir, `index.html${BROTLI_SUFFIX}${BROTLI_SUFFIX}`))).toBe(false);
  });
});

describe('siteApp with Brotli copies', () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    siteApp(siteDir).request(path, { headers });
  const BROWSER = 'gzip, deflate, br, zstd';

  it("sends a browser that accepts Brotli the file's copy, with the file's type, cache rule and the copy's length", async () => {
    const response = await request('/assets/index-abc123.js', { 'Accept-Encoding': BROWSER });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.immutable);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(brotliDecompressSync(body).toString()).toBe(FILES['assets/index-abc123.js']);
  });

  it('sends a page by its address as Brotli too', async () => {
    const response = await request('/hero-lookup?accessCode=K7Q2ZD', { 'Accept-Encoding': BROWSER });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      FILES['hero-lookup.html'],
    );
  });

  it.each([
    ['gzip only', 'gzip'],
    ['Brotli refused (q=0)', 'br;q=0, gzip'],
  ])('%s: gzip, as before', async (_, acceptEncoding) => {
    const response = await request('/assets/index-abc123.js', { 'Accept-Encoding': acceptEncoding });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      FILES['assets/index-abc123.js'],
    );
  });

  it('no Accept-Encoding: the file as it is', async () => {
    const response = await request('/assets/index-abc123.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(FILES['assets/index-abc123.js']);
  });

  it('a file without a copy goes as it is, even to a browser that accepts Brotli', async () => {
    const response = await request('/assets/small-abc123.js', { 'Accept-Encoding': BROWSER });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(FILES['assets/small-abc123.js']);
  });

  it('a copy has no address of its own, as on Firebase, which is not given the copies', async () => {
    expect((await request('/assets/index-abc123.js.br', { 'Accept-Encoding': BROWSER })).status).toBe(404);
  });

  it('answers 304 to the tag of the copy it sent, and tags the copy apart from the gzip answer', async () => {
    const first = await request('/index.html', { 'Accept-Encoding': BROWSER });
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).not.toBe('');
    const again = await request('/index.html', { 'Accept-Encoding': BROWSER, 'If-None-Match': tag });
    expect(again.status).toBe(304);
    const gzip = await request('/index.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
  });
});
