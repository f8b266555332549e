// What the scripts that run before the app leave for it, in one typed object on the window (`HANDOFF`): the lookup
// page's inline script (early-lookup.ts: its request, the promise the app starts after; early-map.ts: the map it
// drew) and every prerendered page's start script (prerender/page-html.ts: where the page's words are). Those scripts
// are bundled apart from the app (the inline script, the early map's entry) or written as text (the start script), so
// the window is the one place they share; each side reaches it through this module, never through a property name
// of its own. It also types what the inline script gives the module it runs after its paint (`AfterPaintGiven`).

import type RESULT_WORDS from 'words:lookup-result';
import type { MapSetup } from '@safety-companion/contract';
import type { NumberToCall } from '../features/hero-lookup/call-words';
import type { MapDrawing } from '../features/status-map/map-drawing';

/** The window property that holds the handoff; the start script, a string, names it too. */
export const HANDOFF = '__early';

/** The snapshot request of a `#code=` link, started by the inline script; the app's API client takes it once. */
export interface EarlySnapshot {
  /** The absolute address asked for, exactly as the API client builds it. */
  url: string;
  /** The server's answer; null when the request failed (the client then asks again and reports its failure). */
  response: Promise<Response | null>;
}

/** The map the inline script drew before the app started (early-map.ts); the app's map takes it over. */
export interface EarlyMap {
  drawing: MapDrawing;
  /** The site's map setup, as asked by the inline script's map. */
  setup: Promise<MapSetup>;
  /** Settles once the map is drawn, streets included (or there are none, or they could not be asked for). */
  drawn: Promise<void>;
}

/**
 * The early map's module and its styles (the build's `early-map` entry), compiled into the inline script by the
 * prerendering.
 */
export interface EarlyMapFiles {
  module: string;
  styles: string[];
  /** The chunks the map and the street layer import, asked for with them rather than once they are read. */
  preloads: string[];
  streetLayer: string;
}

/**
 * What the lookup's inline script gives what runs after its paint (the build's `early-after-paint` entry, a module
 * of the app's build): the site's settings it needs, what the prerendering compiled in, and the page's words.
 */
export interface AfterPaintGiven {
  apiBaseUrl: string;
  /** The site's number, dialled when the hero's country is not known. */
  fallbackNumber: string;
  /** The result's words in the page's language (the `lookup-result` section). */
  words: typeof RESULT_WORDS;
  /** A Call link's text for the number, in those words. */
  callText: (call: NumberToCall) => string;
  /** The early map's files; none where the prerendering compiled none in (the app then draws the map). */
  earlyMap?: EarlyMapFiles;
}

export interface EarlyHandoff {
  snapshot?: EarlySnapshot;
  /**
   * Set by a page's own inline script: the start script loads the app once it settles (three seconds at most), so
   * that what that script shows first (the lookup's status) does not wait behind the app's code for the connection
   * and the processor.
   */
  appStartsAfter?: Promise<void>;
  map?: EarlyMap;
  /**
   * Set by the start script of a page in another language than English: the addresses of every section of words in
   * that language, by `<locale>/<section>` (a `words:` module loads its section from there: i18n/page-words.ts).
   */
  sections?: Readonly<Record<string, string>>;
}

/** The global object with the handoff on it, for a module that reads it in place (i18n/page-words.ts). */
export type WithHandoff = typeof globalThis & { [HANDOFF]?: EarlyHandoff };

/** The handoff, made empty if nothing has left anything yet. */
export function earlyHandoff(): EarlyHandoff {
  const target = globalThis as WithHandoff;
  target[HANDOFF] ??= {};
  return target[HANDOFF];
}

/** Takes `key` from the handoff: whoever takes it owns it from then on, and it is there once. */
export function takeFromHandoff<K extends keyof EarlyHandoff>(key: K): EarlyHandoff[K] {
  const handoff = earlyHandoff();
  const value = handoff[key];
  delete handoff[key];
  return value;
}
