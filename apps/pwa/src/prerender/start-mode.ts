/**
 * How the browser starts the app in `#root`:
 * - `hydrate`: the page was prerendered for this very address (`data-prerendered` is its path and query), and
 *   the router's dehydrated state has loaded: take the markup over as it stands;
 * - `replace`: the page was prerendered for another address (a static host serves `/privacyPolicies.html` for
 *   `/privacyPolicies?tab=eula` too), or its state is missing: render this address's page on the client instead;
 * - `render`: the unrendered shell, an empty `#root`.
 */
export type StartMode = 'hydrate' | 'replace' | 'render';

export function startMode(
  root: HTMLElement,
  address: { pathname: string; search: string },
  hasRouterState: boolean,
): StartMode {
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined) return 'render';
  return prerendered === address.pathname + address.search && hasRouterState ? 'hydrate' : 'replace';
}

/**
 * Takes a page prerendered for another address away before the client renders this one: its markup in `#root`,
 * and its head tags, which React would otherwise keep next to the ones it renders.
 */
export function discardPrerendered(root: HTMLElement) {
  for (const tag of root.ownerDocument.head.querySelectorAll('[data-prerendered]')) tag.remove();
  root.removeAttribute('data-prerendered');
  root.replaceChildren();
}
