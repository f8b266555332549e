import { DEFAULT_LOCALE, type Locale, localePrefix, textDirection } from '@safety-companion/contract';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { sectionInNode } from '../build-plugins/messages-plugin.ts';

/** The installed app's words (src/messages/<locale>/manifest.json): its name, description, shortcuts, screenshots. */
type ManifestWords = typeof import('words:manifest').default;

// Every language's words for its manifest (the build writes one per language). The build runs this file in Node,
// where no `words:` module exists: each language's section is compiled here, once.
const WORDS = new Map<Locale, ManifestWords>();
function manifestWords(locale: Locale): ManifestWords {
  let words = WORDS.get(locale);
  if (!words) {
    words = sectionInNode<ManifestWords>(locale, 'manifest');
    WORDS.set(locale, words);
  }
  return words;
}

/** Brand colours of the installed app: the title bar and the splash screen. */
export const THEME_COLOR = '#12355b';
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The manifest of a Home Screen app added from a shown status in Safari on an iPhone or iPad (see
 * `features/hero-alerts/home-screen.ts`): the site's own, without `start_url`, so that the app opens on the address it
 * was added from, the status's `#code=` link, rather than on the lookup, where a hero would type the code again (the
 * Home Screen app keeps none of Safari's storage). Same `id` and `scope`: the same app.
 */
export function addedHereManifest(productName: string, locale: Locale): Partial<ManifestOptions> {
  const { start_url: _startUrl, ...manifest } = webManifest(productName, locale);
  return manifest;
}

/**
 * The web app manifest of the pages in `locale`, named after the product setting. Every language's is the same app
 * (one `id` and `scope`), installed with the words and the start page of the language it was installed from.
 */
export function webManifest(productName: string, locale: Locale = DEFAULT_LOCALE): Partial<ManifestOptions> {
  const words = manifestWords(locale);
  const prefix = localePrefix(locale);
  return {
    name: words.name({ product: productName }),
    short_name: productName,
    description: words.description({ product: productName }),
    id: '/',
    // The installed app opens on the lookup, which lists the statuses this device has alerts for.
    start_url: `${prefix}/hero-lookup`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: locale,
    dir: textDirection(locale),
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
        name: words.lookupShortcut.name,
        short_name: words.lookupShortcut.shortName,
        description: words.lookupShortcut.description,
        url: `${prefix}/hero-lookup`,
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: words.feedbackShortcut.name,
        description: words.feedbackShortcut.description,
        url: `${prefix}/feedback`,
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: words.screenshots.narrow,
      },
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: words.screenshots.wide,
      },
    ],
  };
}
