import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpTestServer, type HttpTestServer } from '@safety-companion/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { testDevelopmentToken } from '../test/development-token.js';
import { SERVER_DIR } from './config.js';

const ROOT = join(SERVER_DIR, '..', '..');
/** Files a running server reads: its own code and the site it serves. */
const RUNNING_FROM = [join(SERVER_DIR, 'dist', 'main.js'), join(ROOT, 'apps', 'pwa', 'dist', 'index.html')];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as the README says (node scripts/start.mjs is what it runs), with its own port and data folder. */
async function npmStart(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(poll);
        resolve(match[1]);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(poll);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

async function answers(url: string) {
  const [health, site] = await Promise.all([fetch(`${url}/api/health`), fetch(`${url}/`)]);
  return { health: health.status, site: site.status };
}

describe('npm start, twice from one checkout', () => {
  const folders: string[] = [];
  const started: Started[] = [];
  afterAll(async () => {
    for (const { child, exited } of started) {
      child.kill('SIGTERM');
      await exited;
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('leaves the first server running and its files untouched while the second starts', async () => {
    const dataDir = () => {
      const folder = mkdtempSync(join(tmpdir(), 'safety-npm-start-'));
      folders.push(folder);
      return folder;
    };
    started.push(await npmStart(dataDir()));
    const [first] = started as [Started];
    const before = RUNNING_FROM.map((file) => statSync(file).mtimeMs);

    started.push(await npmStart(dataDir()));
    const second = started[1] as Started;
    expect(second.url).not.toBe(first.url);
    // Nothing changed since the first start's build: the second builds nothing, so rewrites nothing.
    expect(second.output()).not.toContain('cache miss');
    expect(RUNNING_FROM.map((file) => statSync(file).mtimeMs)).toEqual(before);
    expect(await answers(first.url)).toEqual({ health: 200, site: 200 });
    expect(await answers(second.url)).toEqual({ health: 200, site: 200 });

    // Stopped as a terminal's Ctrl+C would: each ends cleanly on its own.
    for (const { child, exited } of started.splice(0)) {
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    }
  }, 180_000);
});

/** `app:simulate` on its quickest schedule (a step a second), to its end; answers its exit code and output. */
function appSimulate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/app-simulate.ts', '--every=1'], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * A reverse proxy on 127.0.0.1 in front of `upstream`, as nginx or Caddy on the server's own host: it passes each
 * request on from its own loopback address, adding `X-Forwarded-For` when `addsForwardedFor` says so.
 */
async function reverseProxy(upstream: string, addsForwardedFor: boolean): Promise<HttpTestServer> {
  const proxy = await createHttpTestServer();
  proxy.respond(async (request, response) => {
    const headers = new Headers();
    for (const name of ['authorization', 'content-type']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    if (addsForwardedFor) headers.set('X-Forwarded-For', '198.51.100.23');
    const answer = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : request.body,
    });
    response.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'text/plain' });
    response.end(await answer.text());
  });
  return proxy;
}

describe('npm start behind a reverse proxy on the same host', () => {
  const folder = mkdtempSync(join(tmpdir(), 'safety-npm-start-'));
  let server: Started | undefined;
  const proxies: HttpTestServer[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  const publish = (url: string, authorization: string) =>
    fetch(`${url}/api/statuses`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ timezone: 'UTC', location: { latitude: 51.5, longitude: -0.12 } }),
    });

  it('C-1: publishes for nobody who lacks the secret of its data folder, and only directly', async () => {
    server = await npmStart(folder);
    const token = testDevelopmentToken(folder, 'owner');
    // The start line names the secret's file, never the secret.
    expect(server.output()).toContain(join(folder, 'development-identity.secret'));
    expect(server.output()).not.toContain(token.split('.')[1]);

    for (const addsForwardedFor of [false, true]) {
      const proxy = await reverseProxy(server.url, addsForwardedFor);
      proxies.push(proxy);
      expect((await publish(proxy.url, 'Bearer dev:x')).status).toBe(401);
      expect((await publish(proxy.url, `Bearer dev:x.${'0'.repeat(64)}`)).status).toBe(401);
    }
    // With the secret, a proxy that says it passed the request on is still not this machine's user.
    const [, forwarding] = proxies as [HttpTestServer, HttpTestServer];
    expect((await publish(forwarding.url, `Bearer ${token}`)).status).toBe(401);
    // The try-out path: straight to the server with the secret.
    const direct = await publish(server.url, `Bearer ${token}`);
    expect(direct.status).toBe(201);
    const answer = (await direct.json()) as { accessCode: string };
    expect(answer.accessCode).toMatch(/^[A-Z0-9]{6}$/);
  }, 180_000);

  it("lets app:simulate act as the app with the secret of the server's data folder, and says when it is missing", async () => {
    if (!server) throw new Error('The server starts in the test before.');
    const port = new URL(server.url).port;
    const simulated = await appSimulate({ DATA_DIR: folder, PORT: port });
    expect(simulated.output).toMatch(/Access code: [A-Z0-9]{6}/);
    expect(simulated.output).toContain('Emergency switched on.');
    expect(simulated.code).toBe(0);

    const elsewhere = mkdtempSync(join(tmpdir(), 'safety-no-secret-'));
    try {
      const refused = await appSimulate({ DATA_DIR: elsewhere, PORT: port });
      expect(refused.output).toContain(
        `No development-identity.secret in ${elsewhere}: start the server first`,
      );
      expect(refused.code).toBe(1);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);
});
