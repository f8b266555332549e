/**
 * This page's random id, drawn when it opens and sent with its stream and its polls so that it counts as a page with
 * the status open (the server keeps it, never an address; `VIEWER_LIMITS`). Never stored.
 */
export const PAGE_ID = crypto.randomUUID();
