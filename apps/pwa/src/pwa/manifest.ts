import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours of the installed app: the title bar and the splash screen. */
export const THEME_COLOR = '#12355b';
export const BACKGROUND_COLOR = '#ffffff';

export const ADDED_HERE_MANIFEST_FILE = 'added-here.webmanifest';

/**
 * The manifest of a Home Screen app added from a shown status in Safari on an iPhone or iPad (see
 * `features/hero-alerts/home-screen.ts`): the site's own, without `start_url`, so that the app opens on the address it
 * was added from, the status's `#code=` link, rather than on the lookup, where a hero would type the code again (the
 * Home Screen app keeps none of Safari's storage). Same `id` and `scope`: the same app.
 */
export function addedHereManifest(productName: string): Partial<ManifestOptions> {
  const { start_url: _startUrl, ...manifest } = webManifest(productName);
  return manifest;
}

/** The web app manifest, named after the product setting. */
export function webManifest(productName: string): Partial<ManifestOptions> {
  return {
    name: `${productName}: personal safety companion`,
    short_name: productName,
    description: `${productName} is a personal safety companion. Heroes look up a status here with their access code.`,
    id: '/',
    // The installed app opens on the lookup, which lists the statuses this device has alerts for.
    start_url: '/hero-lookup',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'en',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      {
        name: 'Hero Lookup',
        short_name: 'Lookup',
        description: 'Look up a status with your access code',
        url: '/hero-lookup',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Feedback',
        description: 'Send us your feedback',
        url: '/feedback',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'The landing page on a phone',
      },
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The landing page on a desktop',
      },
    ],
  };
}
