import { describe, expect, it } from 'vitest';
import { expiryLine } from './alert-texts.js';
import { ALERT_TEXTS } from './alerts-in-every-language.js';
import { LOCALES } from './locales.js';
import { LOOKUP_ERROR_MESSAGES } from './lookup.js';
import { ENGLISH_STATUS_LINE, translatedMessages } from './messages.gen.js';
import { NOT_SET } from './snapshot.js';
import { STATUS_LINE_WORDS } from './status-line.js';

const END = new Date('2025-03-03T19:05:00Z');

/** Every text of a language's alerts, the expiry's written out for END in Chicago. */
function textsOf(locale: (typeof LOCALES)[number]): string[] {
  const { emergency, emergencyOff, expired, ended } = ALERT_TEXTS[locale];
  const line = expiryLine(ALERT_TEXTS[locale], END, 'America/Chicago');
  return [
    emergency.title,
    emergency.body,
    emergencyOff.title,
    emergencyOff.body,
    expired.title,
    line,
    expired.body(line, 'America/Chicago'),
    ended.title,
    ended.body,
  ];
}

describe('ALERT_TEXTS', () => {
  it('has every text in every language, each its own', () => {
    expect(Object.keys(ALERT_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const texts = textsOf(locale);
      expect(
        texts.every((text) => text.trim().length > 0),
        locale,
      ).toBe(true);
      if (locale !== 'en') {
        const english = textsOf('en');
        expect(
          texts.filter((text, index) => text === english[index]),
          locale,
        ).toEqual([]);
      }
    }
  });

  it("keeps the English alerts in the lookup page's words", () => {
    expect(textsOf('en')).toEqual([
      'EMERGENCY',
      'Emergency switched on. Open the status to see where and what.',
      'Emergency switched off',
      'Open the status to see how things stand.',
      'Timer has Expired',
      'Timer has Expired at Mar 3, 2025, 1:05 PM',
      'Timer has Expired at Mar 3, 2025, 1:05 PM (America/Chicago). Open the status to see where.',
      'Status ended',
      'This status has ended.',
    ]);
  });

  it('writes the Spanish expiry in Spanish, at the time of the status’s time zone', () => {
    const { expired, emergency, ended } = ALERT_TEXTS.es;
    expect(emergency.title).toBe('EMERGENCIA');
    expect(ended).toEqual({ title: 'Estado finalizado', body: 'Este estado ha finalizado.' });
    const line = expiryLine(ALERT_TEXTS.es, END, 'America/Chicago');
    expect(line).toBe('El temporizador expiró a las 13:05 del 3 mar 2025');
    expect(expired.body(line, 'America/Chicago')).toBe(
      'El temporizador expiró a las 13:05 del 3 mar 2025 (America/Chicago). Abre el estado para ver dónde.',
    );
    expect(expiryLine(ALERT_TEXTS.es, new Date('2025-03-03T01:30:00Z'), 'UTC')).toBe(
      'El temporizador expiró a la 1:30 del 3 mar 2025',
    );
    expect(expiryLine(ALERT_TEXTS.es, null, 'UTC')).toBe('El temporizador expiró (hora de fin sin definir)');
  });

  it("says the status line of the contract's messages, in each language", () => {
    for (const locale of LOCALES) {
      const { emergency, active, expired } =
        locale === 'en' ? ENGLISH_STATUS_LINE : translatedMessages(locale)['status-line'];
      expect(ALERT_TEXTS[locale].statusLine, locale).toMatchObject({ emergency, active, expired });
      expect(ALERT_TEXTS[locale].emergency.title, locale).toBe(emergency);
    }
  });

  it("says the spec's texts in English: the end of a status, an end time not set", () => {
    expect(ALERT_TEXTS.en.ended.body).toBe(LOOKUP_ERROR_MESSAGES.ended);
    expect(STATUS_LINE_WORDS.expired).toBe(`Timer has Expired at ${NOT_SET}`);
  });

  it('writes each language’s expiry time in that language’s own way', () => {
    const lines = Object.fromEntries(
      LOCALES.map((locale) => [locale, expiryLine(ALERT_TEXTS[locale], END, 'America/Chicago')]),
    );
    expect(lines.fr).toContain('13:05');
    expect(lines['pt-BR']).toContain('13:05');
    expect(lines['zh-Hans']).toContain('2025');
    expect(ALERT_TEXTS.ar.emergency.title).toBe('طوارئ');
    for (const locale of LOCALES)
      expect(ALERT_TEXTS[locale].dateLocale.split('-')[0], locale).toBe(locale.split('-')[0]);
  });
});
