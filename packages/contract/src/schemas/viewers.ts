import * as z from 'zod/mini';

/**
 * How pages that have a status open are counted: each by a random page id it sends with its stream or poll, seen
 * again at most once a minute (`renewMs`), forgotten `forgetMs` after it was last seen (a closed stream at once), and
 * at most `perClient` pages of one client, as its streams.
 *
 * @example
 * VIEWER_LIMITS.forgetMs; // 120000
 */
export const VIEWER_LIMITS = { renewMs: 60_000, forgetMs: 120_000, perClient: 6 } as const;

/**
 * A page's random id (the page draws one when it opens): 16 to 64 letters, digits, `-` or `_`. Not kept on the
 * device, never tied to an address.
 *
 * @example
 * PageId.parse(crypto.randomUUID());
 */
export const PageId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Must be 16 to 64 letters, digits, - or _.'));
