// The web app manifests that vite-plugin-pwa, which writes only the English site's, leaves to the build: the site's
// in every other language, and in every language the one of a Home Screen app added from a status (see
// `addedHereManifest`). None is precached: a manifest is read online, when the site is installed or added.
import { DEFAULT_LOCALE, LOCALES } from '@safety-companion/contract';
import type { Plugin } from 'vite';
import { addedHereManifest, webManifest } from '../pwa/manifest.ts';
import { addedHereManifestFile, manifestFile } from '../pwa/manifest-files.ts';

export function manifestFiles(productName: string): Plugin {
  const json = (manifest: object) => `${JSON.stringify(manifest)}\n`;
  return {
    name: 'safety-companion:manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        if (locale !== DEFAULT_LOCALE)
          this.emitFile({
            type: 'asset',
            fileName: manifestFile(locale),
            source: json(webManifest(productName, locale)),
          });
        this.emitFile({
          type: 'asset',
          fileName: addedHereManifestFile(locale),
          source: json(addedHereManifest(productName, locale)),
        });
      }
    },
  };
}
