// The hero lookup page's own script (bundled by the prerendering, inline in the page, run while it is parsed): a
// `#code=` link's request starts here, and the top of its result is painted as soon as the answer arrives.

import { heroEmergencyNumber } from '@safety-companion/contract';
import { settings } from '../build-settings';
import { readEmergencyCountry } from '../features/emergency-actions/emergency-country';
import { holdFormsUntilStarted } from '../prerender/hold-forms';
import { startEarlyLookup } from './early-lookup';

holdFormsUntilStarted();
// The hero's own number, as the page's actions choose it (the country chosen on this device, else the browser's).
startEarlyLookup(
  settings.apiBaseUrl,
  heroEmergencyNumber(navigator.languages, readEmergencyCountry(), settings.emergencyNumber),
);
