import { describe, expect, it } from 'vitest';
import { translatedMessages } from './messages.gen.js';
import { StatusSnapshot } from './schemas/snapshot.js';
import { EXPIRED_REASON } from './snapshot.js';
import { getStatusLine, STATUS_LINE_WORDS } from './status-line.js';
import { type StatusLineWords, statusLineWords } from './status-line-words.js';

const STATUS_LINE_WORDS_ES = statusLineWords(translatedMessages('es')['status-line']);

const base = StatusSnapshot.parse({});
const expired = { ...base, reason: EXPIRED_REASON, endTime: '2025-03-03T14:05:00Z' };
const utc = { locale: 'en-GB', timeZone: 'UTC' };

describe('the status line in English (the default words)', () => {
  it('says EMERGENCY when emergency is true, even when expired', () => {
    expect(getStatusLine({ ...base, emergency: true, reason: EXPIRED_REASON })).toBe('EMERGENCY');
  });

  it("says 'Timer has Expired at' the end time, as Intl joins its day and time", () => {
    expect(getStatusLine(expired, utc)).toBe('Timer has Expired at 3 Mar 2025, 14:05');
    expect(getStatusLine(expired, { locale: 'en-US', timeZone: 'America/Chicago' })).toBe(
      `Timer has Expired at ${new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Chicago',
      }).format(new Date('2025-03-03T14:05:00Z'))}`,
    );
  });

  it("says 'Not set' for an expired status without an end time", () => {
    expect(getStatusLine({ ...base, reason: EXPIRED_REASON }, utc)).toBe('Timer has Expired at Not set');
  });

  it('says Active otherwise', () => {
    expect(getStatusLine({ ...base, reason: 'status has expired' })).toBe('Active');
  });

  it('is the same with the English words given', () => {
    for (const snapshot of [base, expired, { ...base, emergency: true }]) {
      expect(getStatusLine(snapshot, utc, STATUS_LINE_WORDS)).toBe(getStatusLine(snapshot, utc));
    }
  });
});

describe('the status line in Spanish', () => {
  const es = (snapshot: Parameters<typeof getStatusLine>[0], timeZone = 'UTC') =>
    getStatusLine(snapshot, { locale: 'es', timeZone }, STATUS_LINE_WORDS_ES);

  it('says each state in Spanish', () => {
    expect(es({ ...base, emergency: true })).toBe('EMERGENCIA');
    expect(es(base)).toBe('Activo');
    expect(es(expired)).toBe('El temporizador expiró a las 14:05 del 3 mar 2025');
    expect(es({ ...base, reason: EXPIRED_REASON })).toBe('El temporizador expiró (hora de fin sin definir)');
  });

  it("says 'a la' for one o'clock, in the time zone given", () => {
    expect(es({ ...expired, endTime: '2025-03-03T19:05:00Z' }, 'America/Chicago')).toBe(
      'El temporizador expiró a las 13:05 del 3 mar 2025',
    );
    expect(es({ ...expired, endTime: '2025-03-03T01:30:00Z' })).toBe(
      'El temporizador expiró a la 1:30 del 3 mar 2025',
    );
  });

  it('shares no word with the English line', () => {
    const english = /\b(Timer|has|Expired|at|Active|Not set)\b|EMERGENCY\b/;
    for (const snapshot of [
      base,
      expired,
      { ...base, emergency: true },
      { ...base, reason: EXPIRED_REASON },
    ]) {
      expect(es(snapshot)).not.toMatch(english);
    }
  });
});

describe('any language’s words', () => {
  it('get the end time and day written in the locale given, apart', () => {
    const seen: [string, string][] = [];
    const words: StatusLineWords = {
      ...STATUS_LINE_WORDS,
      expiredAt: (time, day) => {
        seen.push([time, day]);
        return 'x';
      },
    };
    getStatusLine(expired, { locale: 'de', timeZone: 'Europe/Berlin' }, words);
    expect(seen).toEqual([['15:05', '03.03.2025']]);
  });
});
