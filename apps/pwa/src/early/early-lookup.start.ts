// The hero lookup page's own script (bundled by the prerendering, inline in the page's head, run while it is
// parsed): a `#code=` link's request starts here, and the top of its result is painted as soon as the answer
// arrives. Small on purpose: it only reads the code, asks and paints the words; the action bar's number and the map
// come after the paint, from the page's second inline script (early-lookup.after-paint.ts).
import { settings } from '../build-settings';
import { holdFormsUntilStarted } from '../prerender/hold-forms';
import { startEarlyLookup } from './early-lookup';

holdFormsUntilStarted();
startEarlyLookup(settings.apiBaseUrl, settings.emergencyNumber);
