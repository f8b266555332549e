import {
  ADMIN_LOGIN_FIELD_MESSAGES,
  AdminCredentials,
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_LIMITS,
  FeedbackInput,
} from '@safety-companion/api';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { codedResolver } from './coded-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;
const FEEDBACK = { name: 'Sam', email: 'sam@example.com', subject: 'Hi', body: 'Thanks' };

async function errorsOf(values: Record<string, unknown>, schema = FeedbackInput): Promise<FieldErrors> {
  const resolve = codedResolver(schema as typeof FeedbackInput);
  return (await resolve(values as typeof FEEDBACK, undefined, OPTIONS)).errors;
}

describe('the coded resolver', () => {
  it("gives each field's first broken rule as its code, with the contract's English message", async () => {
    const errors = await errorsOf({
      name: ' ',
      email: 'nope',
      subject: 'a\u0000b',
      body: 'x'.repeat(FEEDBACK_LIMITS.body + 1),
    });
    expect(errors.name).toMatchObject({ type: 'required', message: FEEDBACK_FIELD_MESSAGES.name.required });
    expect(errors.email).toMatchObject({ type: 'invalid', message: FEEDBACK_FIELD_MESSAGES.email.invalid });
    expect(errors.subject).toMatchObject({
      type: 'controlCharacters',
      message: FEEDBACK_FIELD_MESSAGES.controlCharacters,
    });
    expect(errors.body).toMatchObject({ type: 'tooLong', message: FEEDBACK_FIELD_MESSAGES.body.tooLong });
  });

  it('answers the parsed values when every rule holds', async () => {
    const resolve = codedResolver(FeedbackInput);
    const result = await resolve({ ...FEEDBACK, name: ' Sam ' }, undefined, OPTIONS);
    expect(result).toEqual({ values: FEEDBACK, errors: {} });
  });

  it("codes the login form's rules", async () => {
    const errors = await errorsOf({ username: '', password: 'x'.repeat(1001) }, AdminCredentials as never);
    expect(errors.username).toMatchObject({
      type: 'required',
      message: ADMIN_LOGIN_FIELD_MESSAGES.username.required,
    });
    expect(errors.password).toMatchObject({
      type: 'tooLong',
      message: ADMIN_LOGIN_FIELD_MESSAGES.password.tooLong,
    });
  });
});
