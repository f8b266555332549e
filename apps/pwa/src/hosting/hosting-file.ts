import { HOSTING_FILE, type HostingSettings, hostingSettingsJson } from '@safety-companion/hosting';
import type { Plugin } from 'vite';
import type { Settings } from '../parse-settings';

/** What hosts need to know about a build with these settings: where it calls the API, whether it signs in. */
export function hostingSettingsOf(settings: Settings): HostingSettings {
  return { apiBaseUrl: settings.apiBaseUrl, firebaseAuth: settings.firebase !== undefined };
}

/**
 * Writes `hosting.json` into the build, so that every host (the project's server, the browser tests' server,
 * `firebase.json`) takes the CSP's API origin and Firebase sign-in from the build it serves rather than from
 * settings of its own. The service worker does not precache it, and no host serves it to visitors.
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
