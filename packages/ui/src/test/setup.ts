import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installDialog } from './dialog';
import { installMatchMedia } from './match-media';

// Files that opt into the node environment (server rendering) have no window to stub or DOM to clean.
const hasDom = typeof window !== 'undefined';
if (hasDom) installDialog();

beforeEach(() => {
  if (hasDom) installMatchMedia();
});

afterEach(() => {
  if (hasDom) cleanup();
});
