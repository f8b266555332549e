import { settings } from '../build-settings';

/**
 * A route's document title and description, for `head` in its route options; `noIndex` keeps the page out of
 * search engines (the root route sets it from the page table's `indexable`).
 */
export function pageHead(title: string, description: string, { noIndex = false } = {}) {
  const meta: ({ title: string } | { name: string; content: string })[] = [
    { title: `${title} | ${settings.productName}` },
    { name: 'description', content: description },
  ];
  if (noIndex) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}
