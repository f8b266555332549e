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
import { readShownCode } from '../features/hero-lookup/shown-code';
import { ACTION_WORDS, earlyResult } from './early-paint';
import type { AfterPaintGiven } from './handoff';
import { earlyHandoff, takeFromHandoff } from './handoff';

/**
 * The longest the app waits, once the status is painted, for what comes after the paint (the action bar, the early
 * map drawn) before it loads (its code would take the connection and the processor from the map's); the status is
 * there meanwhile.
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
function paintResult(snapshot: StatusSnapshot): boolean {
  const target = paintTarget();
  if (!target) return false;
  target.replaceChildren(earlyResult(snapshot, new Date()));
  target.querySelector('h2')?.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * Runs `then` once the frame with the paint has been made (a frame, then a task: the browser paints between them),
 * so that nothing that comes after the paint holds it back.
 */
function afterTheFrame(then: () => void) {
  requestAnimationFrame(() => setTimeout(then));
}

/** What runs after the paint (the build's `early-after-paint` entry), and how the inline script gets it. */
export interface AfterPaintModule {
  load: () => Promise<{ afterPaint: (snapshot: StatusSnapshot, given: AfterPaintGiven) => Promise<void> }>;
  /** Its address and the chunks it imports: asked for as the status is, so that they are there by the paint. */
  preloads: readonly string[];
}

/** The settings and build files the inline script gives what runs after its paint (its words are the paint's). */
export type EarlyLookupSettings = Omit<AfterPaintGiven, keyof typeof ACTION_WORDS>;

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
 * top. Nothing else runs before that paint: the action bar calling the hero's number (in an emergency or after an
 * expired countdown) and the map come in the frames after it, from the module `after` names (asked for with the
 * status, so that it is there by then).
 */
export function startEarlyLookup(settings: EarlyLookupSettings, after?: AfterPaintModule) {
  const { apiBaseUrl } = settings;
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
  for (const href of after?.preloads ?? []) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
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
            if (!paintResult(snapshot)) return done();
            const moment = new Promise<void>((waited) => setTimeout(waited, APP_WAITS_FOR_MAP_MS));
            afterTheFrame(
              () =>
                void Promise.race([
                  after
                    ?.load()
                    .then((module) => module.afterPaint(snapshot, { ...settings, ...ACTION_WORDS }))
                    .catch(() => {}),
                  moment,
                ]).then(done),
            );
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
