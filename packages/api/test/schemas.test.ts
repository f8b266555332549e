import { describe, expect, it } from 'vitest';
import { AccessCode, FEEDBACK_LIMITS, FeedbackInput, FeedbackPayload, StatusSnapshot } from '../src/index.js';

describe('AccessCode', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['abc123', 'ABC123'],
    ['  aBc12z ', 'ABC12Z'],
    ['000000', '000000'],
  ])('accepts %j as %j', (code, parsed) => {
    expect(AccessCode.parse(code)).toBe(parsed);
  });

  it.each([
    ['5 characters', 'ABC12'],
    ['7 characters', 'ABC1234'],
    ['a symbol', 'ABC-12'],
    ['a space inside', 'ABC 12'],
    ['a non-ASCII letter', 'ÄBC123'],
    ['a full-width digit', 'ABC12３'],
    ['nothing', ''],
  ])('refuses %s', (_case, code) => {
    expect(AccessCode.safeParse(code).success).toBe(false);
  });

  it('says what a code looks like', () => {
    const result = AccessCode.safeParse('AB');
    expect(result.error?.issues[0]?.message).toBe('The code is 6 letters or digits, like ABC123.');
    expect(AccessCode.safeParse('').error?.issues[0]?.message).toBe('Enter the 6-character code.');
  });
});

const valid = { name: 'Sam', email: 'sam@example.com', subject: 'Hello', body: 'A message' };

function messagesFor(input: Record<string, string>) {
  const result = FeedbackInput.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('FeedbackInput', () => {
  it('trims every field', () => {
    expect(
      FeedbackInput.parse({ name: ' Sam ', email: ' sam@example.com ', subject: ' Hi ', body: ' x ' }),
    ).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hi',
      body: 'x',
    });
  });

  it.each(['name', 'email', 'subject', 'body'] as const)(
    'requires %s, also when it is only spaces',
    (field) => {
      expect(messagesFor({ ...valid, [field]: '   ' })).toHaveLength(1);
      expect(messagesFor({ ...valid, [field]: '   ' })[0]).toMatch(new RegExp(`^${field}: Enter`));
    },
  );

  it.each(Object.entries(FEEDBACK_LIMITS))(
    'accepts %s at its limit of %i and refuses one more',
    (field, limit) => {
      const at = field === 'email' ? `${'a'.repeat(limit - 12)}@example.com` : 'a'.repeat(limit);
      expect(at).toHaveLength(limit);
      expect(messagesFor({ ...valid, [field]: at })).toEqual([]);
      const past = field === 'email' ? `a${at}` : `${at}a`;
      expect(messagesFor({ ...valid, [field]: past })[0]).toMatch(/^\w+: Keep .* under/);
    },
  );

  it.each(['not-an-email', 'a@b', 'a b@example.com', '@example.com'])('refuses the email %j', (email) => {
    expect(messagesFor({ ...valid, email })).toEqual([
      'email: Enter a valid email address, like name@example.com.',
    ]);
  });

  it('keeps line breaks and emoji but refuses control characters', () => {
    expect(messagesFor({ ...valid, body: 'line one\nline two\t😀' })).toEqual([]);
    expect(messagesFor({ ...valid, body: 'nul\u0000byte' })).toEqual([
      'body: Remove the invisible control characters.',
    ]);
    // C1 controls (U+0080–U+009F) too: what text decoded with the wrong character set leaves behind.
    expect(messagesFor({ ...valid, body: 'next\u0085line' })).toEqual([
      'body: Remove the invisible control characters.',
    ]);
    expect(messagesFor({ ...valid, body: 'café, ¡olé!' })).toEqual([]);
  });

  it('fits a valid message into a 16 kB request', () => {
    const longest = {
      location: 'web',
      name: '😀'.repeat(FEEDBACK_LIMITS.name / 2),
      email: `${'a'.repeat(FEEDBACK_LIMITS.email - 12)}@example.com`,
      subject: '😀'.repeat(FEEDBACK_LIMITS.subject / 2),
      body: '"'.repeat(FEEDBACK_LIMITS.body),
    };
    expect(FeedbackPayload.safeParse(longest).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(longest)).length).toBeLessThan(16 * 1024);
  });
});

describe('FeedbackPayload', () => {
  it("requires location 'web' and nothing else", () => {
    expect(FeedbackPayload.safeParse({ ...valid, location: 'web' }).success).toBe(true);
    expect(FeedbackPayload.safeParse({ ...valid, location: 'ios' }).success).toBe(false);
    expect(FeedbackPayload.safeParse(valid).success).toBe(false);
    expect(FeedbackPayload.safeParse({ ...valid, location: 'web', admin: true }).success).toBe(false);
  });
});

describe('StatusSnapshot', () => {
  it('reads every field of a full snapshot', () => {
    const full = {
      accessCode: 'ABC123',
      emergency: true,
      endTime: '2025-01-01T10:00:00Z',
      info: 'Info',
      location: { latitude: 1.5, longitude: 2.5 },
      startLocation: { latitude: -1, longitude: -2 },
      photo_url: 'https://firebasestorage.googleapis.com/p.jpg',
      reason: 'Emergency switch',
      startTime: 1735720000000,
      timestamp: { seconds: 1735725600, nanoseconds: 0 },
      timezone: 'Europe/Berlin',
      timerDetails: { who: 'Me', what: 'Hike', where: 'Hills' },
    };
    expect(StatusSnapshot.parse(full)).toEqual(full);
  });

  it('turns missing, null and malformed fields into null, and emergency into false', () => {
    const snapshot = StatusSnapshot.parse({
      accessCode: null,
      emergency: 'yes',
      location: { latitude: 200, longitude: 0 },
      timerDetails: { who: 'Me', what: 3 },
    });
    expect(snapshot).toEqual({
      accessCode: null,
      emergency: false,
      endTime: null,
      info: null,
      location: null,
      startLocation: null,
      photo_url: null,
      reason: null,
      startTime: null,
      timestamp: null,
      timezone: null,
      timerDetails: { who: 'Me', what: null, where: null },
    });
  });
});
