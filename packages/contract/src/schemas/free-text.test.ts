import { describe, expect, it } from 'vitest';
import { FeedbackPayload } from './feedback.js';
import { FREE_TEXT_MESSAGE, isFreeText } from './free-text.js';
import { StatusCreateInput, StatusUpdateInput } from './status.js';

const FORBIDDEN = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001B',
  DEL: '\u007F',
  'C1 NEL': '\u0085',
  'C1 CSI': '\u009B',
  LRE: '\u202A',
  RLE: '\u202B',
  PDF: '\u202C',
  LRO: '\u202D',
  RLO: '\u202E',
  LRI: '\u2066',
  RLI: '\u2067',
  FSI: '\u2068',
  PDI: '\u2069',
};
const LINE_BREAKS_AND_TABS = { tab: '\t', LF: '\n', CR: '\r', LS: '\u2028', PS: '\u2029' };

describe('the free-text rule', () => {
  it.each(Object.entries(FORBIDDEN))('refuses %s in any field', (_name, character) => {
    expect(isFreeText(`a${character}b`, 'multi-line')).toBe(false);
    expect(isFreeText(`a${character}b`, 'single-line')).toBe(false);
  });

  it.each(Object.entries(LINE_BREAKS_AND_TABS))(
    'allows %s only in a multi-line field',
    (_name, character) => {
      expect(isFreeText(`a${character}b`, 'multi-line')).toBe(true);
      expect(isFreeText(`a${character}b`, 'single-line')).toBe(false);
    },
  );

  it('keeps accents, emoji, right-to-left text and its marks', () => {
    for (const text of ['café, ¡olé! 😀', 'שלום \u200Fעולם', 'مرحبا \u061C', 'ZWJ 👩\u200D💻'])
      expect(isFreeText(text, 'single-line')).toBe(true);
  });
});

/** The messages of a refused value, as the server words them: `field: message`. */
function messages(
  schema: typeof FeedbackPayload | typeof StatusCreateInput | typeof StatusUpdateInput,
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('every stored free-text field follows it, with the same message', () => {
  const feedback = { location: 'web', name: 'Sam', email: 'sam@example.com', subject: 'Hi', body: 'Thanks' };
  const status = { timezone: 'UTC', location: { latitude: 1, longitude: 2 } };

  it.each([
    ['name', 'single-line'],
    ['email', 'single-line'],
    ['subject', 'single-line'],
    ['body', 'multi-line'],
  ])('feedback %s (%s)', (field, kind) => {
    expect(messages(FeedbackPayload, { ...feedback, [field]: 'a\u202Eb' })).toContain(
      `${field}: ${FREE_TEXT_MESSAGE}`,
    );
    expect(messages(FeedbackPayload, { ...feedback, [field]: 'a\u0085b' })).toContain(
      `${field}: ${FREE_TEXT_MESSAGE}`,
    );
    const broken = messages(FeedbackPayload, { ...feedback, [field]: 'a\nb' });
    expect(broken.includes(`${field}: ${FREE_TEXT_MESSAGE}`)).toBe(kind === 'single-line');
  });

  it.each([
    ['info', (text: string) => ({ info: text }), 'multi-line'],
    ['timerDetails.who', (text: string) => ({ timerDetails: { who: text } }), 'single-line'],
    ['timerDetails.what', (text: string) => ({ timerDetails: { what: text } }), 'single-line'],
    ['timerDetails.where', (text: string) => ({ timerDetails: { where: text } }), 'single-line'],
  ])('status %s (%s), on start and on update', (field, fields, kind) => {
    for (const schema of [StatusCreateInput, StatusUpdateInput]) {
      const base = schema === StatusCreateInput ? status : {};
      expect(messages(schema, { ...base, ...fields('a\u2066b') })).toEqual([
        `${field}: ${FREE_TEXT_MESSAGE}`,
      ]);
      expect(messages(schema, { ...base, ...fields('a\u009Bb') })).toEqual([
        `${field}: ${FREE_TEXT_MESSAGE}`,
      ]);
      const broken = messages(schema, { ...base, ...fields('a\r\nb') });
      expect(broken).toEqual(kind === 'single-line' ? [`${field}: ${FREE_TEXT_MESSAGE}`] : []);
    }
  });
});
