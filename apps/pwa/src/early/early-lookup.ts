// The snapshot request of a `#code=…` link, started by the page's inline script while the app's code is still on
// its way (`early-lookup.start.ts`), and handed to the app's API client when it asks for the same address. On a
// slow phone this saves the whole time the app takes to load before its first request. The inline script also
// paints the top of the result from the answer (`early-paint.ts`) until the app shows the whole result. The code
// is tidied and checked as `AccessCode` does (`tidyAccessCode`, `accessCodeFault`) without loading zod (from the
// contract's own modules, not the client's bundle, so that the inline script takes only these few functions), its address is
// built by the API package's `./addresses` entry, exactly as the client builds it, and the demo code is left to the
// client, which answers it without a request.
import { LOOKUP_PATHS, lookupAddress } from '@safety-companion/api/addresses';
import {
  accessCodeFault,
  DEMO_ACCESS_CODE,
  type StatusSnapshot,
  tidyAccessCode,
} from '@safety-companion/contract';
import type { NumberToCall } from '../features/hero-lookup/call-words';
import { readShownCode } from '../features/hero-lookup/shown-code';
import { askMapSetup } from '../features/status-map/ask-map-setup';
import type { StreetLayerModule } from '../features/status-map/map-drawing';
import { askStreetMapHead } from '../features/status-map/street-map-head';
import type { drawEarlyMap } from './early-map';
import { EARLY_MAP_ATTRIBUTE, earlyResult } from './early-paint';
import { earlyHandoff, takeFromHandoff } from './handoff';

/**
 * The early map's module and its styles (the build's `early-map` entry), compiled into the inline script by the
 * prerendering; undefined elsewhere (no early map: the app draws it).
 */
declare const __EARLY_MAP__:
  | {
      module: string;
      styles: string[];
      /** The chunks the map and the street layer import, asked for with them rather than once they are read. */
      preloads: string[];
      streetLayer: string;
    }
  | undefined;

/**
 * The longest the app waits, once the status is painted, for the early map to be drawn before it loads (its code
 * would take the connection and the processor from the map's); the status and the Call link are there meanwhile.
 */
const APP_WAITS_FOR_MAP_MS = 2_500;

/** The element of the prerendered page the result's top is painted into (rendered empty by the lookup form). */
export const EARLY_STATUS_ATTRIBUTE = 'data-early-status';

/** On `<html>` while the inline script's lookup keeps the result's place (hero-lookup.css shows it). */
export const EARLY_LOOKUP_ATTRIBUTE = 'data-early-lookup';

/** The element the result's top is painted into, while the page is still the prerendered one. */
function paintTarget(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>(`[${EARLY_STATUS_ATTRIBUTE}]`);
  return target && document.querySelector('#root[data-prerendered]') ? target : null;
}

/**
 * Paints the result's top into the place the page kept for it, and brings its heading to the top of the screen,
 * where the app will put it; the app's result replaces it.
 */
function paintResult(snapshot: StatusSnapshot, call: NumberToCall) {
  const target = paintTarget();
  if (!target) return;
  target.replaceChildren(earlyResult(snapshot, call, new Date()));
  target.querySelector('h2')?.scrollIntoView({ block: 'start' });
}

/** Adds a stylesheet to the page; resolves once it has loaded (or failed). */
function addStylesheet(href: string): Promise<void> {
  return new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = () => done();
    link.onerror = () => done();
    document.head.append(link);
  });
}

/**
 * Draws the map in the place the early paint kept for it, with Leaflet and the map's styles, before the app has
 * started (status-map/early-map.ts), so that on a slow phone the map follows the status by the time Leaflet takes
 * to arrive. Settles once it is drawn, or could not be.
 */
function drawMapEarly(snapshot: StatusSnapshot, apiBaseUrl: string): Promise<void> {
  const place = document.querySelector<HTMLElement>(`[${EARLY_MAP_ATTRIBUTE}]`);
  const early = typeof __EARLY_MAP__ === 'undefined' ? undefined : __EARLY_MAP__;
  // Not without signal: a browser keeps a module that failed to load as failed for the page's life, and the app's
  // map shares its modules.
  if (!place || !early || !navigator.onLine) return Promise.resolve();
  // Leaflet, the map's setup and, for a site with streets, their renderer and the head of their file, all at once.
  for (const href of early.preloads) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  const loaded = import(/* @vite-ignore */ early.module) as Promise<{ drawEarlyMap: typeof drawEarlyMap }>;
  const setup = askMapSetup(apiBaseUrl);
  const streets = setup.then(({ tiles }) => {
    if (tiles === null) return undefined;
    const head = askStreetMapHead(tiles).catch(() => null);
    const loaded = import(/* @vite-ignore */ early.streetLayer) as Promise<StreetLayerModule>;
    return loaded.then(({ streetLayer }) => ({
      streetLayer: (at: string, dark: boolean) => streetLayer(at, dark, head),
    }));
  });
  streets.catch(() => {});
  const loadStreets = () => streets.then((module) => module ?? Promise.reject(new Error('No street map.')));
  return Promise.all([loaded, ...early.styles.map(addStylesheet)])
    .then(([module]) =>
      place.isConnected ? module.drawEarlyMap(place, { snapshot, setup, loadStreets }) : undefined,
    )
    .catch(() => {});
}

/**
 * Runs `then` once the page's markup is there: at once, or at the first frame that has it (not at
 * DOMContentLoaded, which waits for the deferred start script's file).
 */
function whenParsed(then: () => void) {
  if (document.readyState !== 'loading' || document.querySelector(`[${EARLY_STATUS_ATTRIBUTE}]`)) then();
  else requestAnimationFrame(() => whenParsed(then));
}

/**
 * The inline script's part, run from the page's head: reads the code from the fragment, or else the code this tab
 * showed last (a reload, Back), and starts the request with the headers the API client sends (the server sees the
 * request the app would make) before the rest of the page is even parsed. The result's place is kept from the
 * first paint on (`EARLY_LOOKUP_ATTRIBUTE`: a screen high, 'Looking up...', so that what the page shows below it
 * never moves); once the markup is there, the code is shown in its field and the answer painted as the result's
 * top, with the action bar calling the hero's number (`call`) in an emergency or after an expired countdown.
 */
export function startEarlyLookup(apiBaseUrl: string, call: NumberToCall) {
  const linked = new URLSearchParams(location.hash.slice(1)).get('code');
  const code = tidyAccessCode(linked ?? readShownCode() ?? '');
  if (accessCodeFault(code) !== undefined) return;
  whenParsed(() => {
    const field = document.querySelector<HTMLInputElement>('input[name="code"]');
    if (field) field.value = code;
  });
  if (code === DEMO_ACCESS_CODE) return;
  document.documentElement.setAttribute(EARLY_LOOKUP_ATTRIBUTE, '');
  const url = lookupAddress(apiBaseUrl, LOOKUP_PATHS.snapshot, code, location.href);
  const response = fetch(url, {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  }).catch(() => null);
  earlyHandoff().snapshot = { url, response };
  // A copy of the body, read before the app reads the original; a failure paints nothing: the app says why. The app
  // loads once the status is painted (or could not be) and its map drawn (a moment at most): its code does not hold
  // the answer, its paint or the map back.
  const painted = response
    .then((answer) => (answer?.ok ? answer.clone().json() : null))
    .then(
      (snapshot: StatusSnapshot | null) =>
        new Promise<void>((done) => {
          if (!snapshot || typeof snapshot !== 'object') return done();
          whenParsed(() => {
            paintResult(snapshot, call);
            const moment = new Promise<void>((waited) => setTimeout(waited, APP_WAITS_FOR_MAP_MS));
            void Promise.race([drawMapEarly(snapshot, apiBaseUrl), moment]).then(done);
          });
        }),
    )
    .catch(() => {});
  earlyHandoff().appStartsAfter = painted;
}

/** The app has shown its own result (or failure): the place the inline script kept for it is given up. */
export function endEarlyLookup() {
  document.documentElement.removeAttribute(EARLY_LOOKUP_ATTRIBUTE);
}

function urlOf(input: Request | URL | string): string {
  return input instanceof Request ? input.url : String(input);
}

/**
 * A `fetch` for the API client: a GET of the address the inline script already asked for gets that answer (once);
 * everything else, and a failed early request, goes to the network as usual.
 */
export function fetchWithEarlySnapshot(input: Request | URL | string, init?: RequestInit): Promise<Response> {
  const early = earlyHandoff().snapshot;
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
  if (early && method.toUpperCase() === 'GET' && urlOf(input) === early.url) {
    takeFromHandoff('snapshot');
    return early.response.then((response) => response ?? fetch(input, init));
  }
  return fetch(input, init);
}
