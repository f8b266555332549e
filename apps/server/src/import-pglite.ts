// `pnpm data:import-pglite`: copies the admins, feedback and statuses an earlier version kept in DATA_DIR/pglite into
// the store the server's settings choose (its own PostgreSQL in DATA_DIR, or DATABASE_URL), once. Run it while the
// server is stopped: the embedded store belongs to one process at a time.
import { isConfigError, loadConfig } from './config.js';
import { legacyPgliteFolder } from './database/data-dir.js';
import { isOwnDatabaseError } from './database/database-error.js';
import { importPglite } from './database/pglite-import.js';
import { openStore } from './server.js';

try {
  const config = loadConfig();
  const folder = await legacyPgliteFolder(config.dataDir);
  if (!folder) {
    console.log(`Nothing to import: ${config.dataDir} has no pglite folder.`);
    process.exit(0);
  }
  const { store } = await openStore(config);
  try {
    const added = await importPglite(store, folder);
    console.log(
      `Imported from ${folder}: ${added.admins} admins, ${added.feedback} feedback, ${added.statuses} statuses ` +
        `and ${added.ended_statuses} ended codes. The folder is renamed and can be deleted once all is well.`,
    );
  } finally {
    await store.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    isConfigError(error) || isOwnDatabaseError(error) ? message : `data:import-pglite failed: ${message}`,
  );
  process.exit(1);
}
