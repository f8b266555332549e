// The hero lookup page's second inline script (bundled by the prerendering, at the end of the page's markup): what
// the first one (early-lookup.start.ts) runs in the frames after it has painted the status. The hero's own number
// is picked here, as the page's actions pick it (the country chosen on this device, else the browser's), so that
// the contract's table of numbers is not read before the status is on screen.
import { heroEmergencyNumber } from '@safety-companion/contract';
import { readEmergencyCountry } from '../features/emergency-actions/emergency-country';
import { afterPaint } from './early-after-paint';
import { earlyHandoff } from './handoff';

// The site's settings and the page's words come from the first script (`AfterPaintGiven`): not bundled twice.
earlyHandoff().afterPaint = (snapshot, { apiBaseUrl, fallbackNumber, ...words }) =>
  afterPaint(
    snapshot,
    apiBaseUrl,
    heroEmergencyNumber(navigator.languages, readEmergencyCountry(), fallbackNumber),
    words,
  );
