import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installDialog } from './dialog';
import { installMatchMedia } from './match-media';

// findBy… and waitFor wait up to 10 s, as the tests' own limit is sized for a busy machine (Testing Library's 1 s is
// not): they return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// Files that opt into the node environment (server rendering) have no window to stub or DOM to clean.
const hasDom = typeof window !== 'undefined';
if (hasDom) installDialog();

beforeEach(() => {
  if (hasDom) installMatchMedia();
});

afterEach(() => {
  if (hasDom) cleanup();
});
