import { describe, expect, it } from 'vitest';
import { cityOfTimeZone, dispatcherBrief, dispatcherText, emergencySteps } from './dispatcher.js';
import { EMERGENCY_NUMBERS } from './emergency-numbers.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { SAMPLE_SNAPSHOT } from './snapshot.js';

const EMERGENCY: StatusSnapshot = {
  ...SAMPLE_SNAPSHOT,
  emergency: true,
  reason: 'Emergency switch',
  info: 'Walking home along the river path.',
  location: { latitude: 41.880900000000004, longitude: -87.6329, accuracy: 12.4 },
  timestamp: '2026-11-27T16:02:00Z',
  timezone: 'America/Chicago',
  timerDetails: { who: 'Alone', what: 'Walking home', where: 'Riverwalk by the Wells St bridge' },
};
const OPTIONS = { locale: 'en-GB', timeZone: 'UTC' };

describe('what to tell the dispatcher', () => {
  it('says where first (name, rounded position with accuracy and time, place), then what is known', () => {
    const brief = dispatcherBrief(EMERGENCY, { ...OPTIONS, name: 'Riley' });
    expect(brief.where).toEqual([
      'Riley is in an emergency.',
      'Position: 41.8809, -87.6329 (latitude, longitude, within 12 m), at 27 Nov 2026, 16:02.',
      'Place: Riverwalk by the Wells St bridge.',
    ]);
    expect(brief.known).toEqual([
      'Reason: Emergency switch.',
      'They wrote: Walking home along the river path.',
      'Doing: Walking home.',
      'With: Alone.',
    ]);
    expect(brief.elsewhere).toBe(
      'If they are not where you are, say so first: "The person is not near me", and that their phone is set to ' +
        'Chicago time, then give the position above.',
    );
    expect(dispatcherText(brief).split('\n')).toEqual([...brief.where, ...brief.known, brief.elsewhere]);
  });

  it('leaves out what the status does not say, and names no one without a name', () => {
    const bare: StatusSnapshot = {
      ...EMERGENCY,
      reason: null,
      info: null,
      timerDetails: null,
      timezone: 'UTC',
      location: { latitude: 1, longitude: 2 },
      timestamp: null,
    };
    const brief = dispatcherBrief(bare, OPTIONS);
    expect(brief.where).toEqual(['The person is in an emergency.', 'Position: 1, 2 (latitude, longitude).']);
    expect(brief.known).toEqual([]);
    expect(brief.elsewhere).not.toContain('time');
  });

  it('reads a city from a time zone', () => {
    expect(cityOfTimeZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(cityOfTimeZone('UTC')).toBeUndefined();
    expect(cityOfTimeZone(null)).toBeUndefined();
  });
});

describe('the steps', () => {
  it('say to call the number, where first, stay on the line, and when a text helps', () => {
    const steps = emergencySteps(EMERGENCY_NUMBERS.GB as (typeof EMERGENCY_NUMBERS)[string]);
    expect(steps[0]).toBe('Call 999 now.');
    expect(steps).toContain('Stay on the line until the dispatcher ends the call.');
    expect(steps[3]).toBe(
      'Texts reach 999 only from phones registered with the service first; call instead.',
    );
    expect(emergencySteps({ number: '911', texts: 'some-areas' })[3]).toContain(
      'only where the service takes texts',
    );
    expect(emergencySteps({ number: '112', texts: 'no' })[3]).toBe(
      'Do not send a text: 112 takes calls only here.',
    );
  });
});
