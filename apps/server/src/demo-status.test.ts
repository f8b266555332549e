import { AccessCode, DEMO_ACCESS_CODE, getSnapshotState, StatusSnapshot } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { demoSnapshot, randomAccessCode } from './demo-status.js';

describe('the demo status', () => {
  it('has a valid random code that is never the built-in demo code', () => {
    const codes = new Set(Array.from({ length: 200 }, randomAccessCode));
    expect(codes.size).toBeGreaterThan(190);
    for (const code of codes) {
      expect(AccessCode.parse(code)).toBe(code);
      expect(code).not.toBe(DEMO_ACCESS_CODE);
    }
  });

  it('is an active snapshot of the full shape, with no photo', () => {
    const now = Date.UTC(2025, 5, 14, 12);
    const snapshot = demoSnapshot('DEMO42', now);
    expect(StatusSnapshot.parse(snapshot)).toEqual(snapshot);
    expect(getSnapshotState(snapshot)).toBe('active');
    expect(snapshot.photo_url).toBeNull();
    expect(Date.parse(String(snapshot.endTime))).toBeGreaterThan(now);
    expect(Date.parse(String(snapshot.startTime))).toBeLessThan(now);
  });
});
