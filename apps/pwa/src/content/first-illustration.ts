import heroesFile from '../assets/features/heroes.svg?no-inline';
import heroesPicture from '../assets/features/heroes.svg?raw';

/**
 * The landing page's first illustration, on a phone the largest thing it paints first. The prerendered page holds the
 * picture itself (a `data:` URL, in the HTML only), so that it paints with the page's first paint instead of a round
 * trip later; the app's code carries only its file's address (the landing page's budget has no room for the
 * picture's bytes), and the UI package's `with-page` image keeps the page's picture as it hydrates.
 */
export const FIRST_ILLUSTRATION = import.meta.env.SSR
  ? `data:image/svg+xml,${encodeURIComponent(heroesPicture)}`
  : heroesFile;
