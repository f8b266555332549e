import { describe, expect, it } from 'vitest';
import { describeWait, fieldRuleOf } from './errors.js';
import { AccessCode } from './schemas/access-code.js';
import { AdminCredentials } from './schemas/admin-login.js';
import { FeedbackInput } from './schemas/feedback.js';

describe('describeWait', () => {
  it.each([
    [0, 'a minute'],
    [59, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });

  it("words the wait in another language's words", () => {
    const words = { oneMinute: 'un minuto', minutes: (count: number) => `${count} minutos` };
    expect([30, 61, 900].map((seconds) => describeWait(seconds, words))).toEqual([
      'un minuto',
      '2 minutos',
      '15 minutos',
    ]);
  });
});

describe('fieldRuleOf', () => {
  const firstIssue = (result: { error?: { issues: readonly { code: string }[] } }) => {
    const issue = result.error?.issues[0];
    if (!issue) throw new Error('no issue');
    return issue;
  };

  it.each([
    [
      'an empty field',
      FeedbackInput.safeParse({ name: '', email: 'a@b.co', subject: 's', body: 'b' }),
      'required',
    ],
    ['a missing field', AdminCredentials.safeParse({ password: 'x' }), 'required'],
    [
      'a field over its limit',
      AdminCredentials.safeParse({ username: 'a', password: 'x'.repeat(1001) }),
      'tooLong',
    ],
    [
      'a malformed email',
      FeedbackInput.safeParse({ name: 'a', email: 'nope', subject: 's', body: 'b' }),
      'invalid',
    ],
    [
      'a control character',
      FeedbackInput.safeParse({ name: 'a\u0007', email: 'a@b.co', subject: 's', body: 'b' }),
      'controlCharacters',
    ],
    ['an empty access code', AccessCode.safeParse(' '), 'required'],
    ['an access code with a U', AccessCode.safeParse('ABCU23'), 'withU'],
    ['a short access code', AccessCode.safeParse('ABC12'), 'invalid'],
  ])('names the rule %s broke by its code', (_name, result, code) => {
    expect(fieldRuleOf(firstIssue(result))).toBe(code);
  });

  it('names none for an issue no rule names', () => {
    expect(fieldRuleOf({ code: 'invalid_format' })).toBeUndefined();
    expect(fieldRuleOf({ code: 'custom', params: {} })).toBeUndefined();
  });
});
