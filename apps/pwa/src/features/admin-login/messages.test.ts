import { ADMIN_LOGIN_FIELD_MESSAGES } from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { loadSections } from '../../i18n/translatable';
import { adminLoginFieldWords } from './messages';

afterEach(() => setCurrentLocale('en'));

describe("the login form's field errors, worded by their rule's code", () => {
  it('are the contract’s texts on an English page', () => {
    expect(adminLoginFieldWords('username', { type: 'required', message: 'x' })).toBe(
      ADMIN_LOGIN_FIELD_MESSAGES.username.required,
    );
    expect(adminLoginFieldWords('password', { type: 'tooLong', message: 'x' })).toBe(
      ADMIN_LOGIN_FIELD_MESSAGES.password.tooLong,
    );
    expect(adminLoginFieldWords('password', undefined)).toBeUndefined();
  });

  it('are Spanish on a Spanish page, by the code alone; an error without a known code keeps its message', async () => {
    setCurrentLocale('es');
    await loadSections('admin-login');
    // The message is another rule's English text: the code decides.
    expect(
      adminLoginFieldWords('username', {
        type: 'required',
        message: ADMIN_LOGIN_FIELD_MESSAGES.password.required,
      }),
    ).toBe('Escribe tu usuario.');
    expect(adminLoginFieldWords('password', { type: 'required', message: 'Type it.' })).toBe(
      'Escribe tu contraseña.',
    );
    expect(
      adminLoginFieldWords('username', {
        type: 'custom',
        message: ADMIN_LOGIN_FIELD_MESSAGES.username.required,
      }),
    ).toBe(ADMIN_LOGIN_FIELD_MESSAGES.username.required);
  });
});
