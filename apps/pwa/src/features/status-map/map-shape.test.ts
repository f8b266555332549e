import type { StatusSnapshot } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { mapShapeOf } from './map-shape';

const at = '2026-11-27T10:00:00.000Z';

describe('the map shape of a snapshot', () => {
  it('rings each earlier position of the trail by its accuracy; the current one has its own circle', () => {
    const shape = mapShapeOf({
      location: { latitude: 41.8812, longitude: -87.6301, accuracy: 12 },
      trail: [
        { latitude: 41.88, longitude: -87.63, accuracy: 40, at },
        { latitude: 41.881, longitude: -87.6305, at },
        { latitude: 41.8812, longitude: -87.6301, accuracy: 12, at },
      ],
    } as StatusSnapshot);
    expect(shape).toMatchObject({
      position: [41.8812, -87.6301],
      accuracy: 12,
      start: [41.88, -87.63],
      trailRings: [{ center: [41.88, -87.63], radius: 40 }],
    });
    expect(shape?.trail).toHaveLength(3);
  });

  it('is nothing without a current position', () => {
    expect(mapShapeOf({ trail: [] } as unknown as StatusSnapshot)).toBeUndefined();
  });
});
