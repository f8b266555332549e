import { describe, expect, it } from 'vitest';
import { ACTIVE, EMERGENCY } from '../../test/lookup-snapshots';
import { INITIAL_LOOKUP, type LookupState, lookupReducer, POSITION_SAID_EVERY_MS } from './lookup-state';

const T0 = Date.parse('2026-11-28T22:50:00.000Z');
const found: LookupState = lookupReducer(INITIAL_LOOKUP, {
  type: 'found',
  result: { code: 'ABC123', snapshot: ACTIVE, checkedAt: new Date(T0) },
});

function refreshed(state: LookupState, snapshot: typeof ACTIVE, at: number) {
  return lookupReducer(state, { type: 'refreshed', snapshot, checkedAt: new Date(at) });
}

const movedTo = (latitude: number) => ({ ...ACTIVE, location: { latitude, longitude: -77.03 } });

describe('what the lookup page says of a change', () => {
  it('says the emergency assertively, once, with the name and the time it was switched on', () => {
    const on = { ...EMERGENCY, displayName: 'Riley', emergencySince: '2026-11-28T22:56:00.000Z' };
    const said = refreshed(found, on, T0 + 1_000);
    expect(said.urgent).toMatch(/^Riley needs help: emergency switched on at \S+( [AP]M)?\.$/);
    expect(said.urgent).not.toMatch(/\n/);
    expect(said.announcement).toBe('');
    // A later change of the same emergency says nothing more of it; the end of the emergency is said politely.
    const later = refreshed(said, { ...on, info: 'Battery low' }, T0 + 2_000);
    expect(later.urgent).toBe(said.urgent);
    const off = refreshed(later, ACTIVE, T0 + 3_000);
    expect(off.urgent).toBe('');
    expect(off.announcement).toBe('Status changed: Active');
  });

  it('says a change of the position alone politely, at most once a minute', () => {
    const first = refreshed(found, movedTo(38.1), T0 + 1_000);
    expect(first.announcement).toMatch(/^The phone sent a new position at \S+/);
    const soon = refreshed(first, movedTo(38.2), T0 + POSITION_SAID_EVERY_MS);
    expect(soon.announcement).toBe(first.announcement);
    expect(soon.positionSaidAt).toBe(first.positionSaidAt);
    const minuteOn = refreshed(soon, movedTo(38.3), T0 + 1_000 + POSITION_SAID_EVERY_MS);
    expect(minuteOn.positionSaidAt).toBe(T0 + 1_000 + POSITION_SAID_EVERY_MS);
    // The same fix time again with no move says nothing.
    expect(refreshed(minuteOn, movedTo(38.3), T0 + 10 * POSITION_SAID_EVERY_MS).positionSaidAt).toBe(
      minuteOn.positionSaidAt,
    );
  });
});
