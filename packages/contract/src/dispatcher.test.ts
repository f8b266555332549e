import { describe, expect, it } from 'vitest';
import { cityOfTimeZone, dispatcherBrief, dispatcherText, emergencySteps } from './dispatcher.js';
import { DISPATCHER_WORDS } from './dispatcher-words.js';
import { EMERGENCY_NUMBERS } from './emergency-numbers.js';
import type { StatusSnapshot } from './schemas/snapshot.js';
import { EXPIRED_REASON, SAMPLE_SNAPSHOT } from './snapshot.js';

const NOW = Date.parse('2026-11-27T16:07:00Z');
const EMERGENCY: StatusSnapshot = {
  ...SAMPLE_SNAPSHOT,
  displayName: 'Riley',
  emergency: true,
  emergencySince: '2026-11-27T16:02:00Z',
  reason: 'Panic button held',
  info: 'Walking home along the river path.',
  location: { latitude: 41.880912345, longitude: -87.6329, accuracy: 12.4, takenAt: '2026-11-27T16:04:00Z' },
  timestamp: '2026-11-27T16:06:00Z',
  timezone: 'America/Chicago',
  timerDetails: { who: 'Alone', what: 'Walking home', where: 'Riverwalk by the Wells St bridge' },
  battery: { level: 0.12, charging: false },
  contactPhone: '+13125550123',
};
const OPTIONS = { locale: 'en-GB', timeZone: 'UTC', now: NOW };

describe('what to tell the dispatcher', () => {
  it('says who, the state and since when, where, their phone, what they wrote, the battery, in that order', () => {
    const brief = dispatcherBrief(EMERGENCY, {
      ...OPTIONS,
      streets: { street: 'Avenue 7', crossing: 'Street 7' },
    });
    expect(brief.lines).toEqual([
      { part: 'who', text: 'Person: Riley.' },
      { part: 'state', text: 'Emergency switched on at 16:02, 5 minutes ago.' },
      { part: 'near', text: 'Near Avenue 7 and Street 7.' },
      { part: 'place', text: 'Place they named: Riverwalk by the Wells St bridge.' },
      {
        part: 'position',
        text: 'Position: 41.88091, -87.6329 (latitude, longitude), ±12 m, taken 3 minutes ago.',
      },
      { part: 'phone', text: 'Their phone number: +13125550123.' },
      { part: 'wrote', text: 'They wrote: Walking home along the river path.' },
      { part: 'doing', text: 'Doing: Walking home.' },
      { part: 'with', text: 'With: Alone.' },
      { part: 'battery', text: 'Phone battery: 12%.' },
    ]);
    expect(brief.elsewhere).toBe(
      'If they are not where you are, say so first: "The person is not near me", and that their phone is set to ' +
        'Chicago time, then give the position above.',
    );
    expect(brief.ownNumber).toBe('Give the dispatcher your own phone number.');
    expect(dispatcherText(brief).split('\n')).toEqual([
      ...brief.lines.map((line) => line.text),
      brief.elsewhere,
      brief.ownNumber,
    ]);
  });

  it('never says the server’s reason: it words the state itself', () => {
    const texts = dispatcherBrief(EMERGENCY, OPTIONS)
      .lines.map((line) => line.text)
      .join('\n');
    expect(texts).not.toContain('Reason');
    expect(texts).not.toContain(EMERGENCY.reason);
  });

  it('says when an expired countdown ran out, with its day when that was not today', () => {
    const expired = {
      ...EMERGENCY,
      emergency: false,
      reason: EXPIRED_REASON,
      endTime: '2026-11-26T22:40:00Z',
    };
    expect(dispatcherBrief(expired, OPTIONS).lines[1]).toEqual({
      part: 'state',
      text: 'Their safety timer ran out at 22:40 on 26 Nov 2026, 17 hours ago, and they have not stopped it.',
    });
  });

  it('leaves out what the status does not say, and names no one without a name', () => {
    const bare: StatusSnapshot = {
      ...EMERGENCY,
      displayName: null,
      emergencySince: null,
      info: null,
      timerDetails: null,
      timezone: 'UTC',
      location: { latitude: 1, longitude: 2 },
      timestamp: null,
      battery: null,
      contactPhone: null,
    };
    const brief = dispatcherBrief(bare, OPTIONS);
    expect(brief.lines).toEqual([
      { part: 'state', text: 'Emergency switched on.' },
      { part: 'position', text: 'Position: 1, 2 (latitude, longitude).' },
    ]);
    expect(brief.elsewhere).not.toContain('time');
  });

  it('takes the words of another language, and writes times and spans in its locale', () => {
    const words = {
      ...DISPATCHER_WORDS,
      emergencyAt: (time: string, _day: string | undefined, ago: string) =>
        `Emergencia activada a las ${time}, ${ago}.`,
      ago: (elapsed: string) => `hace ${elapsed}`,
    };
    const spanish = dispatcherBrief(EMERGENCY, { ...OPTIONS, locale: 'es' }, words);
    expect(spanish.lines[1]?.text).toBe('Emergencia activada a las 16:02, hace 5 minutos.');
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
