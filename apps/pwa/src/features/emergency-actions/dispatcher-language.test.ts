import {
  type DispatcherBriefOptions,
  dispatcherBrief,
  EMERGENCY_NUMBERS,
  type EmergencyNumber,
  EXPIRED_REASON,
  emergencySteps,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { dispatcherWords, stepWords } from './dispatcher-words';

// The panel writes its brief and steps with the contract's builders and the `emergency` section's words.
const briefOf = (snapshot: StatusSnapshot, options: DispatcherBriefOptions) =>
  dispatcherBrief(snapshot, options, dispatcherWords());
const stepsOf = (emergency: EmergencyNumber) => emergencySteps(emergency, stepWords());

const NOW = Date.parse('2026-11-27T16:07:00Z');
const EMERGENCY: StatusSnapshot = {
  ...TEST_SNAPSHOT,
  displayName: 'Riley',
  emergency: true,
  emergencySince: '2026-11-27T16:02:00Z',
  reason: 'Emergency switched on',
  location: { latitude: 41.8809, longitude: -87.6329, accuracy: 12, takenAt: '2026-11-27T16:04:00Z' },
  timerDetails: { where: 'Estación de Atocha', what: 'Paseo', who: 'Sam' },
  info: 'Voy a casa.',
  battery: { level: 0.12, charging: true },
  contactPhone: '+34600123456',
  timezone: 'Europe/Madrid',
};
const OPTIONS = {
  locale: 'es',
  timeZone: 'UTC',
  now: NOW,
  streets: { street: 'Calle 7', crossing: 'Avenida 8' },
};

/** The English brief's own words (not its data): none may show on a Spanish page. */
const ENGLISH_WORDS =
  /\b(Person|Emergency|switched|on|at|Near|and|Place|named|Position|latitude|longitude|taken|ago|minutes|Their|phone|number|They|wrote|Doing|With|battery|charging|Give|dispatcher|your|own|timer)\b/;

describe('what to tell the dispatcher, in the page’s language', () => {
  afterEach(() => setCurrentLocale('en'));

  it('is the contract’s own brief and steps on an English page', () => {
    const expired = {
      ...EMERGENCY,
      emergency: false,
      reason: EXPIRED_REASON,
      endTime: '2026-11-26T13:05:00Z',
    };
    const bare: StatusSnapshot = {
      ...EMERGENCY,
      displayName: null,
      emergencySince: null,
      info: null,
      timerDetails: null,
      timezone: 'UTC',
      location: { latitude: 1, longitude: 2, accuracy: 5 },
      battery: { level: 1, charging: false },
      contactPhone: null,
    };
    for (const snapshot of [
      EMERGENCY,
      expired,
      bare,
      { ...bare, emergency: false, reason: EXPIRED_REASON },
    ]) {
      for (const options of [
        OPTIONS,
        { ...OPTIONS, streets: { street: 'Avenue 7' } },
        { ...OPTIONS, streets: null },
      ]) {
        expect(briefOf(snapshot, options)).toEqual(dispatcherBrief(snapshot, options));
      }
    }
    for (const emergency of Object.values(EMERGENCY_NUMBERS)) {
      expect(stepsOf(emergency)).toEqual(emergencySteps(emergency));
    }
  });

  it('is Spanish on a Spanish page, part by part in the same order, with no English word', () => {
    setCurrentLocale('es');
    const brief = briefOf(EMERGENCY, OPTIONS);
    expect(brief.lines).toEqual([
      { part: 'who', text: 'Persona: Riley.' },
      { part: 'state', text: 'Emergencia activada a las 16:02, hace 5 minutos.' },
      { part: 'near', text: 'Cerca de Calle 7 y Avenida 8.' },
      { part: 'place', text: 'Lugar que indicó: Estación de Atocha.' },
      {
        part: 'position',
        text: 'Posición: 41.8809, -87.6329 (latitud, longitud), ±12 m, tomada hace 3 minutos.',
      },
      { part: 'phone', text: 'Su número de teléfono: +34600123456.' },
      { part: 'wrote', text: 'Escribió: Voy a casa.' },
      { part: 'doing', text: 'Actividad: Paseo.' },
      { part: 'with', text: 'Con: Sam.' },
      { part: 'battery', text: 'Batería del teléfono: 12\u00a0%, cargando.' },
    ]);
    expect(brief.ownNumber).toBe('Dale al operador tu propio número de teléfono.');
    expect(brief.elsewhere).toContain('Madrid');
    for (const text of [...brief.lines.map((line) => line.text), brief.elsewhere, brief.ownNumber]) {
      expect(text).not.toMatch(ENGLISH_WORDS);
    }
    expect(stepsOf({ number: '911', texts: 'no' })[0]).toBe('Llama al 911 ahora.');
  });

  it('says "a la" for one o’clock and the day of an expiry on another day, in Spanish', () => {
    setCurrentLocale('es');
    const expired = {
      ...EMERGENCY,
      emergency: false,
      reason: EXPIRED_REASON,
      endTime: '2026-11-26T13:05:00Z',
    };
    expect(briefOf(expired, OPTIONS).lines[1]?.text).toBe(
      'Su temporizador de seguridad se agotó a las 13:05 del 26 nov 2026, hace 1 día, y no lo ha detenido.',
    );
    const atOne = { ...EMERGENCY, emergencySince: '2026-11-27T01:05:00Z' };
    expect(briefOf(atOne, { ...OPTIONS, now: Date.parse('2026-11-27T01:10:00Z') }).lines[1]?.text).toBe(
      'Emergencia activada a la 1:05, hace 5 minutos.',
    );
  });

  it('names the streets as the map’s caption does: "e" before the sound i, in Spanish', () => {
    setCurrentLocale('es');
    const near = (crossing: string) =>
      briefOf(EMERGENCY, { ...OPTIONS, streets: { street: 'Calle Mayor', crossing } }).lines[2];
    expect(near('Hidalgo')).toEqual({ part: 'near', text: 'Cerca de Calle Mayor e Hidalgo.' });
    expect(near('Hierro')).toEqual({ part: 'near', text: 'Cerca de Calle Mayor y Hierro.' });
  });
});
