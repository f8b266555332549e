import { contractWords } from '../../i18n/contract-words';
import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/admin-login';

/** Every text of the login form, in the page's language (src/messages/<locale>/admin-login.ts). */
export const ADMIN_LOGIN_TEXTS = translatable('admin-login', english);

/** A field's rule, written by the contract in English, in the page's language. */
export function adminLoginFieldWords(message: string | undefined): string | undefined {
  return message === undefined ? undefined : contractWords(english.fields, ADMIN_LOGIN_TEXTS.fields, message);
}
