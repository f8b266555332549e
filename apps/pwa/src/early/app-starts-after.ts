/**
 * The window property a page's own inline script may set to a promise: the start script (page-html.ts) loads the
 * app once it settles (three seconds at most), so that what that script shows first (the lookup's status) does not
 * wait behind the app's code for the connection and the processor.
 */
export const APP_STARTS_AFTER = '__appStartsAfter';
