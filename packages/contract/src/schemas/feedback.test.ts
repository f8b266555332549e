import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS, FeedbackInput, FeedbackPayload } from './feedback.js';

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
