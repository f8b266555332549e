// The second web app manifest (see `addedHereManifest`), written into the build beside vite-plugin-pwa's own, which
// writes only the one. It is not precached: it is read only online, when a hero adds the site to the Home Screen.
import type { Plugin } from 'vite';
import { ADDED_HERE_MANIFEST_FILE, addedHereManifest } from '../pwa/manifest.ts';

export function addedHereManifestFile(productName: string): Plugin {
  return {
    name: 'safety-companion:added-here-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ADDED_HERE_MANIFEST_FILE,
        source: `${JSON.stringify(addedHereManifest(productName))}\n`,
      });
    },
  };
}
