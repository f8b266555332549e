// `npm start`: sets the workspace up on a fresh clone, builds the packages and the site, and starts the
// project's server, which serves the site and its API on one origin (http://127.0.0.1:8080 unless PORT/HOST say).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged } from './build.mjs';
import { installIfNeeded } from './pnpm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function must(code, what) {
  if (code !== 0) {
    console.error(`npm start: ${what} failed (exit code ${code}).`);
    process.exit(code);
  }
}

console.log('Setting up: installing the workspace from the lockfile…');
must(installIfNeeded({ cwd: root }), 'installing');
// Only what changed is built: a server already running from this checkout keeps the files it runs from.
console.log('Building the packages, the site and the server where they changed…');
must(buildChanged(), 'the build');

// The server's `start` command (the built JavaScript, no TypeScript loader), run directly (pnpm would report Ctrl+C
// as a failure): it prints its address once it listens, and stops cleanly on Ctrl+C (SIGINT) or SIGTERM. Signals
// sent to this process are passed on; one that a terminal sends to every process of the command then arrives
// twice, which the server takes as one.
// apps/server/.env, when there is one, adds settings (apps/server/.env.example lists them); the environment wins.
const serverDir = resolve(root, 'apps', 'server');
const envFile = existsSync(join(serverDir, '.env')) ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, '--enable-source-maps', 'dist/main.js'], {
  cwd: serverDir,
  stdio: 'inherit',
});
// A SIGTERM sent to npm alone ends the shell npm runs this script in, which does not pass it on: once this
// process has lost that parent without a signal of its own, the server is stopped as if it had been sent SIGTERM.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  server.kill('SIGTERM');
}, 1_000);
watch.unref();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    clearInterval(watch);
    server.kill(signal);
  });
}
server.on('exit', (code) => process.exit(code ?? 1));
