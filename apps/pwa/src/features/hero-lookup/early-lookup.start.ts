// The hero lookup page's own part of its start script (bundled by the prerendering, run before the app loads):
// a `#code=` link's request starts here, and its status line is painted as soon as the answer arrives.

import { settings } from '../../build-settings';
import { holdFormsUntilStarted } from '../../prerender/hold-forms';
import { startEarlyLookup } from './early-lookup';

holdFormsUntilStarted();
startEarlyLookup(settings.apiBaseUrl, settings.emergencyNumber);
