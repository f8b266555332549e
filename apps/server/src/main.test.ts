import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMainProcess } from '../test/main-process.js';

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

const FIRST = 'SIGINT: finishing the requests in flight, then stopping…';
/** Resolves once the server has printed `text`. */
const printed = (main: { output(): string }, text: string) =>
  vi.waitFor(() => expect(main.output()).toContain(text), { timeout: 30_000, interval: 10 });

describe('stopping the server process', () => {
  let dataDir: string;
  let main: Awaited<ReturnType<typeof startMainProcess>>;
  let request: Awaited<ReturnType<typeof requestInFlight>>;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'safety-companion-main-'));
    main = await startMainProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, { keepOutput: true });
    request = await requestInFlight(Number(new URL(main.url).port));
    // The first Ctrl+C, while the request is in flight.
    main.child.kill('SIGINT');
  });
  afterEach(async () => {
    request.socket.destroy();
    await main.kill(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a Ctrl+C that arrives twice at once (from the terminal and from npm start) as one, and lets the request in flight finish', async () => {
    // As a wrapper passes it on: a moment later, once the first is taken (two signals sent at once would merge).
    await printed(main, FIRST);
    main.child.kill('SIGINT');
    // The request finishes only once the second has been taken, so that a second taken as a new Ctrl+C would show.
    await printed(main, 'SIGINT within a second of the first: the same request, still stopping.');
    request.finish();
    expect(await main.exited).toBe(0);
    expect(main.output()).toContain('Stopped.');
    expect(main.output()).not.toContain('again');
    await request.closed;
    expect(request.finalStatus()).toBeDefined();
  });

  it('stops at once on a second Ctrl+C a second later, while a request still holds it', async () => {
    await printed(main, FIRST);
    // The second is a new Ctrl+C once a second (SAME_REQUEST_MS in main.ts) has passed since the first was taken: the
    // time itself is what is tested, in a process of its own (no fake clock reaches it), counted from the first's
    // message, printed after the server noted its time, so that no load can make this wait too short.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    main.child.kill('SIGINT');
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('SIGINT again: stopping now.');
    expect(main.output()).not.toContain('Stopped.');
  });
});
