// `pnpm --filter @safety-companion/pwa firebase:json`: writes firebase.json for the build in dist/, from the
// hosting settings that build wrote there (dist/hosting.json). Run it after the build that is deployed; the
// committed firebase.json is the one of a build with the default settings (a unit test checks it).
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { firebaseHostingConfig, HOSTING_FILE, readHostingSettings } from '@safety-companion/hosting';

const pwaDir = resolve(import.meta.dirname, '..');
const siteDir = join(pwaDir, 'dist');
if (!existsSync(join(siteDir, HOSTING_FILE))) {
  console.error(
    `No ${HOSTING_FILE} in ${siteDir}: build the site first (pnpm --filter @safety-companion/pwa build).`,
  );
  process.exit(1);
}
const config = firebaseHostingConfig(readHostingSettings(siteDir));
writeFileSync(join(pwaDir, 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`firebase.json written for the build in ${siteDir}.`);
