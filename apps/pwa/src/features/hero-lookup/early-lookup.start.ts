// The hero lookup page's own script (bundled by the prerendering, inline in the page, run while it is parsed): a
// `#code=` link's request starts here, and the top of its result is painted as soon as the answer arrives.

import { settings } from '../../build-settings';
import { holdFormsUntilStarted } from '../../prerender/hold-forms';
import { startEarlyLookup } from './early-lookup';

holdFormsUntilStarted();
startEarlyLookup(settings.apiBaseUrl, settings.emergencyNumber);
