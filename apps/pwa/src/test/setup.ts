import '@testing-library/jest-dom/vitest';
import { FakeEventSource } from '@safety-companion/test-support';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { registration } from './pwa-register';

// findBy… and waitFor wait up to 10 s, as the tests' own limit is sized for a busy machine (Testing Library's 1 s is
// not): they return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, so nothing to scroll: the browser tests check what scrolling shows.
Element.prototype.scrollIntoView ??= () => {};

// jsdom has no layout: `matchMedia` answers width queries from a viewport width each test sets.
let viewportWidth = 1280;
let reducedMotion = false;

export function setViewport(width: number, options: { reducedMotion?: boolean } = {}) {
  viewportWidth = width;
  reducedMotion = options.reducedMotion ?? false;
}

function matches(query: string): boolean {
  return query.split(',').some((part) => {
    const conditions = [...part.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
    // Tests run in a browser tab, never an installed app.
    if (part.includes('display-mode')) return false;
    if (part.includes('prefers-reduced-motion')) return reducedMotion === part.includes('reduce');
    return conditions.every(([, kind, px]) =>
      kind === 'min' ? viewportWidth >= Number(px) : viewportWidth <= Number(px),
    );
  });
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

window.scrollTo = () => {};

// jsdom has no EventSource: the hero lookup's live stream is played by each test (`FakeEventSource.latest()`);
// a stream no test opens stays connecting, and the page refreshes meanwhile as it would.
window.EventSource = FakeEventSource as unknown as typeof EventSource;

beforeEach(() => {
  setViewport(1280);
  registration.needRefresh = false;
  registration.offlineReady = false;
  registration.registered = false;
  registration.updates.length = 0;
  FakeEventSource.reset();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => cleanup());
