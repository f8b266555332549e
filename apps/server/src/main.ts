// `pnpm start`: reads the settings, opens the store, serves the site and its API, and stops cleanly on
// SIGTERM or Ctrl+C (SIGINT).
import { siteExists } from '@safety-companion/hosting';
import { describeIdentity, trustedIdentity } from './auth.js';
import { isConfigError, loadConfig, type ServerConfig } from './config.js';
import { type RunningServer, startServer } from './server.js';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(isConfigError(error) ? error.message : error);
  process.exit(1);
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
console.log(describeIdentity(trustedIdentity(config)));
console.log(`Safety Companion is running at ${server.url}`);

/**
 * A signal this soon after the first is the same request delivered twice (a terminal sends Ctrl+C to every
 * process of the command, and `npm start` passes it on as well), not a second Ctrl+C.
 */
const SAME_REQUEST_MS = 1_000;
let stoppingSince: number | undefined;
function stop(signal: NodeJS.Signals) {
  if (stoppingSince !== undefined) {
    if (Date.now() - stoppingSince < SAME_REQUEST_MS) return;
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
