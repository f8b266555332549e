import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { API_RESTART_RETRY_AFTER_S, API_RESTARTING, apiProxy } from './dev-proxy';

const root = mkdtempSync(join(tmpdir(), 'safety-dev-proxy-'));
let site: ViteDevServer | undefined;
afterAll(async () => {
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A port with nothing listening on it: the API server between its stop and its start. */
async function closedPort(): Promise<number> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('answers 503 with Retry-After while the API server is away, and logs it in one line, once', async () => {
  const { proxy, logger } = apiProxy(`http://127.0.0.1:${await closedPort()}`);
  const logged: string[] = [];
  logger.warn = (message) => void logged.push(message);
  logger.error = new Proxy(logger.error, {
    apply: (target, self, args: Parameters<typeof logger.error>) => {
      logged.push(args[0]);
      return Reflect.apply(target, self, args);
    },
  });
  site = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    customLogger: logger,
    server: { host: '127.0.0.1', port: 0, proxy: { '/api': proxy } },
  });
  await site.listen();
  const port = site.config.server.port;
  const url = site.resolvedUrls?.local[0];
  if (!url) throw new Error(`The dev server is not listening (port ${port}).`);

  for (let call = 0; call < 2; call++) {
    const answer = await fetch(new URL('/api/health', url));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(API_RESTART_RETRY_AFTER_S));
    expect(await answer.json()).toEqual(API_RESTARTING);
  }
  const said = logged.filter((line) => !line.includes('http proxy error'));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/^The API server at http:\/\/127\.0\.0\.1:\d+ is not answering/);
  expect(said.join('\n')).not.toMatch(/\n\s+at /);
});
