import { describe, expect, it } from 'vitest';
import { hourOf } from './clock-hour.js';

describe('a time’s hour', () => {
  it('is the number it starts with, NaN when it starts with none', () => {
    expect([hourOf('1:05'), hourOf('01:05'), hourOf('00:30'), hourOf('13:05 PM')]).toEqual([1, 1, 0, 13]);
    expect(hourOf('3 de mar. de 2025, 01:05')).toBeNaN();
  });
});
