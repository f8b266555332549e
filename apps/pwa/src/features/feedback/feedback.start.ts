// The feedback page's own script (bundled by the prerendering, inline in the page, run before the app loads).
import { holdFormsUntilStarted } from '../../prerender/hold-forms';

holdFormsUntilStarted();
