import { LOCALES } from '@safety-companion/contract';
import { HOSTING_FILE, type HostingSettings, hostingSettingsJson } from '@safety-companion/hosting';
import type { Plugin } from 'vite';
import { pathInLocale } from '../i18n/locale.ts';
import type { Settings } from '../parse-settings';
import { SITE_PAGES } from '../site-pages.ts';

/**
 * What hosts need to know about a build with these settings: where it calls the API, whether it signs in, and
 * the addresses of its pages (the page table's paths, in every language), which answer 200 while any other address
 * answers 404.
 */
export function hostingSettingsOf(settings: Settings): HostingSettings {
  return {
    apiBaseUrl: settings.apiBaseUrl,
    firebaseAuth: settings.firebase !== undefined,
    pages: LOCALES.flatMap((locale) => SITE_PAGES.map((page) => pathInLocale(page.path, locale))),
  };
}

/**
 * Writes `hosting.json` into the build, so that every host (the project's server, the browser tests' server,
 * `firebase.json`) takes the CSP's API origin, Firebase sign-in and the site's pages from the build it serves
 * rather than from settings of its own. The prerendering adds the hashes of the pages' inline scripts to it
 * (`scriptHashes`). The service worker does not precache it, and no host serves it to visitors.
 */
export function hostingFile(settings: Settings): Plugin {
  return {
    name: 'safety-companion:hosting-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: HOSTING_FILE,
        source: hostingSettingsJson(hostingSettingsOf(settings)),
      });
    },
  };
}
