// `npm run dev`: the site's Vite dev server (hot reload) on http://127.0.0.1:PORT (default 5173), its /api proxied
// to the API server, which runs from its TypeScript sources in watch mode (restarted on a change of its code or of
// the packages it imports) on 127.0.0.1:API_PORT (default 8081) with its own PostgreSQL (apps/server/data-dev). The
// site takes packages/api and packages/ui from their sources too (apps/pwa/vite.config.ts): no build first.
// Both listen on loopback only, where the server trusts its development identity. The API server's log (JSON lines,
// as in production) is printed readable (pino-pretty); once both have started, the last line is the site's address.
// Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import pretty from 'pino-pretty';
import { installIfNeeded } from './pnpm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps', 'server');
const siteDir = join(root, 'apps', 'pwa');
const sitePort = process.env.PORT || '5173';
const apiPort = process.env.API_PORT || '8081';

if (installIfNeeded({ cwd: root }) !== 0) {
  console.error('npm run dev: installing the workspace failed.');
  process.exit(1);
}

console.log(`npm run dev: starting the site and its API server (port ${apiPort}). Ctrl+C stops both.`);
// apps/server/.env, when there is one, adds settings (as for npm start); these win over it, the environment too.
const envFile = existsSync(join(serverDir, '.env')) ? ['--env-file=.env'] : [];
const children = [
  spawn(process.execPath, [...envFile, '--watch', '--import', 'tsx', '--enable-source-maps', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['inherit', 'pipe', 'inherit'],
    // The data folder is not the one npm start uses: both can run from one checkout. No site: Vite serves it.
    env: {
      DATA_DIR: './data-dev',
      ...process.env,
      HOST: '127.0.0.1',
      PORT: apiPort,
      SITE_DIR: './data-dev/no-site',
    },
  }),
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      sitePort,
      '--strictPort',
    ],
    {
      cwd: siteDir,
      stdio: ['inherit', 'pipe', 'inherit'],
      // Vite's colours, as when it writes to the terminal itself.
      env: { ...process.env, API_PORT: apiPort, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    },
  ),
];
const [api, site] = children;

// Each child's output passes through, the API server's made readable; once both have said they are up (the API
// server's start line, Vite's 'Local:' line) and the lines that follow them are out, the site's address comes last.
const started = { api: false, site: false };
let address;
function watch(child, name, ready, out) {
  child.stdout.on('data', (chunk) => {
    out.write(chunk);
    if (!started[name] && ready.test(stripVTControlCharacters(chunk.toString()))) started[name] = true;
    if (!started.api || !started.site || address === null) return;
    clearTimeout(address);
    address = setTimeout(() => {
      address = null;
      console.log(`\nThe site: http://127.0.0.1:${sitePort}`);
    }, 300);
  });
}
watch(api, 'api', /running at http/, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname' }));
watch(site, 'site', /Local:/, process.stdout);

function stop(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
// A terminal's Ctrl+C reaches every process of the command; a signal sent to this one alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

const exits = children.map((child) => new Promise((done) => child.on('exit', (code) => done(code ?? 0))));
// One that ends by itself (Vite's port is taken) takes the other with it.
await Promise.race(exits);
stop('SIGTERM');
const codes = await Promise.all(exits);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
