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

  it("words the wait in another language's words", () => {
    const words = { oneMinute: 'un minuto', minutes: (count: number) => `${count} minutos` };
    expect([30, 61, 900].map((seconds) => describeWait(seconds, words))).toEqual([
      'un minuto',
      '2 minutos',
      '15 minutos',
    ]);
  });
});
