import { DEFAULT_LOCALE, type Locale } from '@safety-companion/contract';

// The web app manifests' file names, one pair per language: the site's, and the one of a Home Screen app added from
// a shown status (see `addedHereManifest` in ./manifest.ts, which the build alone imports).

/** The site's manifest for pages in `locale`: vite-plugin-pwa writes the English one, the build the others. */
export function manifestFile(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'manifest.webmanifest' : `manifest-${locale}.webmanifest`;
}

/** The manifest of a Home Screen app added from a status shown in `locale`. */
export function addedHereManifestFile(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'added-here.webmanifest' : `added-here-${locale}.webmanifest`;
}
