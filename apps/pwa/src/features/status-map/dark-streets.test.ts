import { DARK } from '@protomaps/basemaps';
import { describe, expect, it } from 'vitest';
import { DARK_STREETS } from './dark-streets';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(one: string, other: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("the dark map's streets", () => {
  it('stand at least 3:1 against the land, where the basemap’s own dark did not', () => {
    expect(contrast(DARK.minor_b, DARK.earth)).toBeLessThan(1.5);
    for (const street of [
      'minor_a',
      'minor_b',
      'minor_service',
      'other',
      'link',
      'major',
      'highway',
    ] as const) {
      expect(contrast(DARK_STREETS[street], DARK_STREETS.earth)).toBeGreaterThanOrEqual(3);
    }
  });

  it('draw water apart from the land and the streets, and labels that read on the land', () => {
    expect(contrast(DARK_STREETS.water, DARK_STREETS.earth)).toBeGreaterThanOrEqual(2);
    // Apart from the grey streets by its hue: clearly blue.
    const [red, green, blue] = [1, 3, 5].map((at) =>
      Number.parseInt(DARK_STREETS.water.slice(at, at + 2), 16),
    );
    expect((blue ?? 0) - (red ?? 0)).toBeGreaterThanOrEqual(100);
    expect((blue ?? 0) - (green ?? 0)).toBeGreaterThanOrEqual(50);
    expect(contrast(DARK_STREETS.roads_label_minor, DARK_STREETS.earth)).toBeGreaterThanOrEqual(4.5);
  });
});
