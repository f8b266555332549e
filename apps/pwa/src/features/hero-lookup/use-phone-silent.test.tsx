import { SILENT_AFTER_MS } from '@safety-companion/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE, EMERGENCY } from '../../test/lookup-snapshots';
import { usePhoneSilent } from './use-phone-silent';

const REPORTED = Date.parse('2026-11-28T22:52:00.000Z');
const reported = (at: number) => new Date(at).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: REPORTED });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePhoneSilent', () => {
  it('turns true at the very moment the silence begins, by a timer for it, not before', () => {
    const { result } = renderHook(() => usePhoneSilent({ ...EMERGENCY, timestamp: reported(REPORTED) }));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SILENT_AFTER_MS.emergency - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    // One timer for the moment, none after it: no ticking.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('allows 10 minutes outside an emergency, and turns false as soon as a newer report arrives', () => {
    const { result, rerender } = renderHook(({ snapshot }) => usePhoneSilent(snapshot), {
      initialProps: { snapshot: { ...ACTIVE, timestamp: reported(REPORTED) } },
    });
    act(() => vi.advanceTimersByTime(SILENT_AFTER_MS.emergency));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SILENT_AFTER_MS.other - SILENT_AFTER_MS.emergency));
    expect(result.current).toBe(true);
    rerender({ snapshot: { ...ACTIVE, timestamp: reported(Date.now()) } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SILENT_AFTER_MS.other));
    expect(result.current).toBe(true);
  });

  it('looks again when its timer fires early (a clock set back meanwhile)', () => {
    const { result } = renderHook(() => usePhoneSilent({ ...EMERGENCY, timestamp: reported(REPORTED) }));
    vi.setSystemTime(REPORTED - 30_000);
    act(() => vi.advanceTimersByTime(SILENT_AFTER_MS.emergency));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(true);
  });

  it('is false without a status, or for one that says no time', () => {
    expect(renderHook(() => usePhoneSilent(undefined)).result.current).toBe(false);
    const timeless = renderHook(() => usePhoneSilent({ ...EMERGENCY, timestamp: null }));
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(timeless.result.current).toBe(false);
  });
});
