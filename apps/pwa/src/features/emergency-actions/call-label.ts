import { callLinkText, type NumberToCall } from '../hero-lookup/call-words';

/**
 * A Call link's text ('Call 999', 'Call your local emergency number' without a known country), in the page's
 * language (the `lookup-result` section, with 'Directions'): the action bar, the offline notice's link and the
 * fallback of a part whose code could not load (`deferred.tsx`) say it, as the page's inline script (its early
 * paint) does.
 */
export const callLabel = (call: NumberToCall) => callLinkText(call);
