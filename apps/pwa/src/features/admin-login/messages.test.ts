import ADMIN_LOGIN_WORDS from 'words:admin-login';
import {
  ADMIN_LOGIN_FIELD_MESSAGES,
  ADMIN_LOGIN_LIMITS,
  ApiError,
  describeWait,
  LOCALES,
  WAIT_WORDS,
} from '@safety-companion/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../i18n/locale';
import { adminLoginFieldWords, loginFailureWords } from './messages';

afterEach(() => setCurrentLocale('en'));

const tooMany = (retryAfterSeconds?: number) =>
  new ApiError('Too many failed sign-ins.', { kind: 'http', status: 429, retryAfterSeconds });

describe("the login form's field errors, worded by their rule's code", () => {
  it('are written out in English as the contract’s texts, word for word', () => {
    // The server answers with the contract's texts too: the English messages must say exactly what it says.
    expect(ADMIN_LOGIN_WORDS.fields).toEqual(ADMIN_LOGIN_FIELD_MESSAGES);
  });

  it.each(LOCALES)('name the contract’s limits in %s', (locale) => {
    setCurrentLocale(locale);
    // Chinese says 'no more than the limit', the others 'under one more than the limit'.
    const shown = (limit: number) => String(locale === 'zh-Hans' ? limit : limit + 1);
    expect(ADMIN_LOGIN_WORDS.fields.username.tooLong).toContain(shown(ADMIN_LOGIN_LIMITS.username));
    expect(ADMIN_LOGIN_WORDS.fields.password.tooLong).toContain(shown(ADMIN_LOGIN_LIMITS.password));
  });

  it('are the contract’s texts on an English page', () => {
    expect(adminLoginFieldWords('username', { type: 'required', message: 'x' })).toBe(
      ADMIN_LOGIN_FIELD_MESSAGES.username.required,
    );
    expect(adminLoginFieldWords('password', { type: 'tooLong', message: 'x' })).toBe(
      ADMIN_LOGIN_FIELD_MESSAGES.password.tooLong,
    );
    expect(adminLoginFieldWords('password', undefined)).toBeUndefined();
  });

  it('are Spanish on a Spanish page, by the code alone; an error without a known code keeps its message', () => {
    setCurrentLocale('es');
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

describe('why signing in failed, worded by the answer’s status', () => {
  it('says a wait in English as the contract’s `describeWait` does', () => {
    for (const seconds of [1, 59, 60, 61, 119, 120, 121, 300, 840, 3600, 86_400]) {
      expect(loginFailureWords(tooMany(seconds))).toBe(
        `Too many failed sign-in attempts. Please try again in ${describeWait(seconds, WAIT_WORDS)}.`,
      );
    }
  });

  it('tells wrong credentials, too many attempts and anything else apart', () => {
    expect(loginFailureWords(new ApiError('Invalid credentials', { kind: 'http', status: 401 }))).toBe(
      'Invalid credentials. Please try again.',
    );
    expect(loginFailureWords(tooMany())).toBe(ADMIN_LOGIN_WORDS.tooManyAttempts);
    expect(loginFailureWords(new ApiError('Boom', { kind: 'http', status: 500 }))).toBe(
      'An error occurred. Please try again.',
    );
    expect(loginFailureWords(new Error('Failed to fetch'))).toBe(ADMIN_LOGIN_WORDS.failure);
  });

  it('counts the minutes in the page’s language', () => {
    setCurrentLocale('es');
    expect(loginFailureWords(tooMany(60))).toBe(
      'Demasiados intentos fallidos. Vuelve a intentarlo en un minuto.',
    );
    expect(loginFailureWords(tooMany(300))).toBe(
      'Demasiados intentos fallidos. Vuelve a intentarlo en 5 minutos.',
    );
    setCurrentLocale('fr');
    expect(loginFailureWords(tooMany(300))).toBe(
      'Trop de tentatives de connexion échouées. Réessayez dans 5\u00a0minutes.',
    );
    setCurrentLocale('ar');
    const arabic = (wait: string) =>
      `محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${wait}.`;
    expect(loginFailureWords(tooMany(120))).toBe(arabic('دقيقتين'));
    expect(loginFailureWords(tooMany(180))).toBe(arabic('3 دقائق'));
    expect(loginFailureWords(tooMany(840))).toBe(arabic('14 دقيقة'));
    setCurrentLocale('zh-Hans');
    expect(loginFailureWords(tooMany(300))).toBe('登录失败次数过多，请5分钟后重试。');
  });
});
