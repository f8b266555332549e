import { describe, expect, it } from 'vitest';
import { describeWait } from './errors.js';

describe('describeWait', () => {
  it.each([
    [0, 'a minute'],
    [59, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
