import { settings } from '../settings';

/** A route's document title and description, for `head` in its route options. */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: `${title} | ${settings.productName}` }, { name: 'description', content: description }],
  };
}

/** Keeps a page out of search engines (debug and admin pages). */
export const NO_INDEX = { name: 'robots', content: 'noindex' } as const;
