import { describe, expect, it } from 'vitest';
import { discardPrerendered, startMode } from './start-mode';

function root(prerendered?: string) {
  const element = document.createElement('div');
  if (prerendered !== undefined) element.dataset.prerendered = prerendered;
  return element;
}

describe('startMode: hydrate only the page prerendered for this address', () => {
  it.each([
    ['/about', '', 'hydrate'],
    ['/', '', 'hydrate'],
    ['/privacyPolicies', '', 'hydrate'],
  ] as const)('%s%s on its own page: %s', (pathname, search, mode) => {
    expect(startMode(root(pathname), { pathname, search }, true)).toBe(mode);
  });

  it('renders on the client where a query asks for something else than the prerendered default', () => {
    expect(
      startMode(root('/privacyPolicies'), { pathname: '/privacyPolicies', search: '?tab=eula' }, true),
    ).toBe('replace');
  });

  it('renders on the client where a host served a page for another path', () => {
    expect(startMode(root('/'), { pathname: '/index', search: '' }, true)).toBe('replace');
    expect(startMode(root('/about'), { pathname: '/about/', search: '' }, true)).toBe('replace');
  });

  it('does not hydrate without the router state (its script did not load)', () => {
    expect(startMode(root('/about'), { pathname: '/about', search: '' }, false)).toBe('replace');
  });

  it('renders into the unrendered shell', () => {
    expect(startMode(root(), { pathname: '/feedback', search: '' }, false)).toBe('render');
    expect(startMode(root(), { pathname: '/about', search: '' }, true)).toBe('render');
  });
});

describe('discardPrerendered', () => {
  it('takes away the markup and the head tags of a page prerendered for another address, and nothing else', () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#12355b"><title data-prerendered>Legal Documents | Beacon</title>' +
      '<meta data-prerendered name="description" content="The legal documents.">';
    const element = root('/privacyPolicies');
    element.innerHTML = '<h1>Legal Documents</h1>';
    discardPrerendered(element);
    expect(element.childNodes).toHaveLength(0);
    expect(element.hasAttribute('data-prerendered')).toBe(false);
    expect(document.head.innerHTML).toBe('<meta name="theme-color" content="#12355b">');
  });
});
