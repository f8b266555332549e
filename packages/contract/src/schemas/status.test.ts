import { describe, expect, it } from 'vitest';
import { STATUS_FIELD_MESSAGES, StatusCreateInput, StatusOverview, StatusUpdateInput } from './status.js';

const START = { timezone: 'UTC', location: { latitude: 48.85, longitude: 2.35 } };

function issueOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('what the phone knows, in the status calls', () => {
  it('takes the location accuracy in metres, from 0 to 100,000', () => {
    for (const accuracy of [0, 35, 100_000]) {
      const parsed = StatusCreateInput.parse({ ...START, location: { ...START.location, accuracy } });
      expect(parsed.location.accuracy).toBe(accuracy);
    }
    for (const accuracy of [-1, 100_001, '35']) {
      const result = StatusUpdateInput.safeParse({ location: { ...START.location, accuracy } });
      expect(issueOf(result)).toEqual({ path: 'location.accuracy', message: STATUS_FIELD_MESSAGES.accuracy });
    }
  });

  it('takes when the phone took the position as an ISO date-time with a zone, and nothing else', () => {
    for (const takenAt of ['2026-11-23T18:30:05Z', '2026-11-23T19:30:05.250+01:00']) {
      const parsed = StatusCreateInput.parse({ ...START, location: { ...START.location, takenAt } });
      expect(parsed.location.takenAt).toBe(takenAt);
    }
    for (const takenAt of ['2026-11-23T18:30:05', '2026-11-23', 'now', 1_764_000_000_000]) {
      const result = StatusUpdateInput.safeParse({ location: { ...START.location, takenAt } });
      expect(issueOf(result)).toEqual({ path: 'location.takenAt', message: STATUS_FIELD_MESSAGES.takenAt });
    }
    expect(STATUS_FIELD_MESSAGES.takenAtPast(24)).toBe('Must lie less than 24 hours in the past.');
  });

  it('takes the battery as a level from 0 to 1 and whether it charges; null clears it', () => {
    expect(StatusCreateInput.parse({ ...START, battery: { level: 0.12, charging: false } }).battery).toEqual({
      level: 0.12,
      charging: false,
    });
    expect(StatusUpdateInput.parse({ battery: null })).toEqual({ battery: null });
    expect(issueOf(StatusUpdateInput.safeParse({ battery: { level: 1.5, charging: true } }))).toEqual({
      path: 'battery.level',
      message: STATUS_FIELD_MESSAGES.batteryLevel,
    });
    expect(issueOf(StatusUpdateInput.safeParse({ battery: { level: 0.5 } }))).toEqual({
      path: 'battery.charging',
      message: STATUS_FIELD_MESSAGES.charging,
    });
    expect(
      issueOf(StatusUpdateInput.safeParse({ battery: { level: 0.5, charging: true, temp: 30 } })).path,
    ).toBe('battery');
  });
});

describe('StatusOverview', () => {
  it('reads the snapshot and every answer', () => {
    const overview = StatusOverview.parse({
      snapshot: { accessCode: null, emergency: true },
      acknowledgements: [{ kind: 'seen', name: 'Sam', at: '2026-11-23T20:00:00.000Z' }],
    });
    expect(overview.snapshot.emergency).toBe(true);
    expect(overview.acknowledgements).toHaveLength(1);
  });
});
