// The hero lookup page's own script (bundled by the prerendering, inline in the page's head, run while it is
// parsed): a `#code=` link's request starts here, and the top of its result is painted as soon as the answer
// arrives. Small on purpose: it only reads the code, asks and paints the words; the action bar with the hero's
// number (the contract's table) and the map's start come after the paint, from a module of the build that it
// imports then (early-after-paint.ts).
import { settings } from '../build-settings';
import { holdFormsUntilStarted } from '../prerender/hold-forms';
import type { afterPaint } from './early-after-paint';
import { startEarlyLookup } from './early-lookup';
import type { EarlyMapFiles } from './handoff';

/** The early map's files (the build's `early-map` entry), compiled in by the prerendering. */
declare const __EARLY_MAP__: EarlyMapFiles | undefined;
/** The build's `early-after-paint` entry and the chunks it imports, compiled in by the prerendering. */
declare const __AFTER_PAINT__: { module: string; preloads: string[] } | undefined;

const after = typeof __AFTER_PAINT__ === 'undefined' ? undefined : __AFTER_PAINT__;
holdFormsUntilStarted();
startEarlyLookup(
  {
    apiBaseUrl: settings.apiBaseUrl,
    fallbackNumber: settings.emergencyNumber,
    earlyMap: typeof __EARLY_MAP__ === 'undefined' ? undefined : __EARLY_MAP__,
  },
  after && {
    load: () => import(/* @vite-ignore */ after.module) as Promise<{ afterPaint: typeof afterPaint }>,
    preloads: [after.module, ...after.preloads],
  },
);
