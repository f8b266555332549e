// The feedback page's own part of its start script (bundled by the prerendering, run before the app loads).
import { holdFormsUntilStarted } from '../../prerender/hold-forms';

holdFormsUntilStarted();
