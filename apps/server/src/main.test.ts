import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_DIR } from './config.js';

/** `src/main.ts` as `npm start` runs it, on a fresh data folder; resolves once it listens. */
async function startMain(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'main.ts')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: '/nonexistent',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`The server exited with ${code}: ${output}`)));
  });
  return { child, port, exited, output: () => output };
}

/**
 * Opens a request whose body has not arrived in full, so that a shutdown waits for it until `finish`. Resolves
 * once the server has read its headers (it answers `100 Continue`), so that the request is surely in flight.
 */
async function requestInFlight(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let answer = '';
  const body = '{"name":"A"}';
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.startsWith('HTTP/1.1 100 Continue')) resolve();
    });
    socket.write(
      'POST /api/addFeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Expect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 8)}`,
    );
  });
  return {
    socket,
    closed: new Promise((resolve) => socket.once('close', resolve)),
    finish: () => socket.write(body.slice(8)),
    /** The final answer's status line, once it has come. */
    finalStatus: () => /HTTP\/1\.1 (?!100)\d{3} [^\r]*/.exec(answer)?.[0],
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the server process', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'safety-companion-main-'));
  });
  afterEach(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a Ctrl+C that arrives twice at once (from the terminal and from npm start) as one, and lets the request in flight finish', async () => {
    const main = await startMain(dataDir);
    child = main.child;
    const request = await requestInFlight(main.port);
    main.child.kill('SIGINT');
    // As a wrapper passes it on: a moment later (two signals sent at once would merge into one).
    await pause(50);
    main.child.kill('SIGINT');
    await pause(200);
    request.finish();
    expect(await main.exited).toBe(0);
    expect(main.output()).toContain('SIGINT: finishing the requests in flight, then stopping…');
    expect(main.output()).toContain('Stopped.');
    expect(main.output()).not.toContain('again');
    await request.closed;
    expect(request.finalStatus()).toBeDefined();
  });

  it('stops at once on a second Ctrl+C a second later, while a request still holds it', async () => {
    const main = await startMain(dataDir);
    child = main.child;
    const request = await requestInFlight(main.port);
    main.child.kill('SIGINT');
    await pause(1_200);
    main.child.kill('SIGINT');
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('SIGINT again: stopping now.');
    expect(main.output()).not.toContain('Stopped.');
    request.socket.destroy();
  });
});
