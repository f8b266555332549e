// `pnpm seed:demo`: publishes a demo status in the store at DATA_DIR and prints its code and how to look it up.
// Run it while the server is stopped: the embedded store belongs to one process at a time.
import { isConfigError, loadConfig } from './config.js';
import { demoSnapshot, randomAccessCode } from './demo-status.js';
import { PgliteStore } from './store/pglite-store.js';

try {
  const config = loadConfig();
  const store = await PgliteStore.open(config.dataDir);
  const accessCode = randomAccessCode();
  const now = Date.now();
  try {
    await store.putStatus(
      { accessCode, snapshot: demoSnapshot(accessCode, now), expiresAt: null },
      new Date(now),
    );
  } finally {
    await store.close();
  }
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${config.port}`;
  console.log(`Demo status stored in ${config.dataDir}.`);
  console.log(`Access code: ${accessCode}`);
  console.log(`Try it:      curl -s '${origin}/api/getSnapshot?accessCode=${accessCode}'`);
  console.log(`In the site: ${origin}/hero-lookup#code=${accessCode}`);
} catch (error) {
  console.error(
    isConfigError(error)
      ? error.message
      : `Could not seed the demo status: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
