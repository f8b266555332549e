import {
  dispatcherBrief,
  EMERGENCY_NUMBERS,
  EXPIRED_REASON,
  emergencySteps,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { loadSections } from '../../i18n/translatable';
import { briefOf, stepsOf } from './dispatcher-words';

const EMERGENCY: StatusSnapshot = { ...TEST_SNAPSHOT, emergency: true };
const SNAPSHOTS: StatusSnapshot[] = [
  EMERGENCY,
  { ...EMERGENCY, location: null, timezone: 'UTC', info: 'Call me.' },
  { ...EMERGENCY, timestamp: null, reason: EXPIRED_REASON },
  { ...EMERGENCY, location: { latitude: 1.5, longitude: -2.25, accuracy: 12.4 } },
  { ...EMERGENCY, location: { latitude: 1.5, longitude: -2.25, accuracy: 0 } },
  {
    ...EMERGENCY,
    reason: 'Fell',
    timezone: 'America/Argentina/Buenos_Aires',
    timerDetails: { where: 'Trail', what: 'Hiking', who: 'Sam' },
  },
];
const DATES = { locale: 'en-GB', timeZone: 'UTC' };

describe('what to tell the dispatcher, in the page’s language', () => {
  afterEach(() => setCurrentLocale('en'));

  it('is the contract’s own brief and steps on an English page', () => {
    for (const snapshot of SNAPSHOTS) {
      for (const name of [undefined, ' Riley ']) {
        expect(briefOf(snapshot, { ...DATES, name })).toEqual(dispatcherBrief(snapshot, { ...DATES, name }));
      }
    }
    for (const emergency of Object.values(EMERGENCY_NUMBERS)) {
      expect(stepsOf(emergency)).toEqual(emergencySteps(emergency));
    }
  });

  it('is Spanish on a Spanish page', async () => {
    setCurrentLocale('es');
    await loadSections('emergency');
    expect(briefOf(EMERGENCY, { ...DATES, name: 'Riley' }).where[0]).toBe('Riley está en una emergencia.');
    expect(stepsOf({ number: '911', texts: 'no' })[0]).toBe('Llama al 911 ahora.');
  });
});
