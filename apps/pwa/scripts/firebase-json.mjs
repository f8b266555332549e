// `pnpm --filter @safety-companion/pwa firebase:json`: writes firebase.json (not committed) for the build in
// dist/, from the hosting settings that build wrote there (dist/hosting.json). Run it after the build that is
// deployed. A build that calls its API on its own origin (the default `/api`) needs the API's Cloud Run service:
// FIREBASE_API_RUN_SERVICE, and FIREBASE_API_RUN_REGION (default us-central1); without it the command refuses.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  FirebaseHostingError,
  firebaseApiService,
  firebaseHostingConfig,
  HOSTING_FILE,
  readHostingSettings,
} from '@safety-companion/hosting';

const pwaDir = resolve(import.meta.dirname, '..');
const siteDir = join(pwaDir, 'dist');
if (!existsSync(join(siteDir, HOSTING_FILE))) {
  console.error(
    `No ${HOSTING_FILE} in ${siteDir}: build the site first (pnpm --filter @safety-companion/pwa build).`,
  );
  process.exit(1);
}
let config;
try {
  config = firebaseHostingConfig(readHostingSettings(siteDir), firebaseApiService(process.env));
} catch (error) {
  if (!(error instanceof FirebaseHostingError)) throw error;
  console.error(`firebase.json not written. ${error.message}`);
  process.exit(1);
}
writeFileSync(join(pwaDir, 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`firebase.json written for the build in ${siteDir}.`);
