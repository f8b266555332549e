import { codeWords } from '../../i18n/code-words';
import { translatable } from '../../i18n/translatable';
import english from '../../messages/en/admin-login';

/** Every text of the login form, in the page's language (src/messages/<locale>/admin-login.ts). */
export const ADMIN_LOGIN_TEXTS = translatable('admin-login', english);

/**
 * A field's error in the page's language, worded by the code of the rule it broke (its `type`, `codedResolver`);
 * an error without a known code keeps its message.
 *
 * @example
 * adminLoginFieldWords('username', { type: 'required', message: 'Enter your username.' }); // Spanish on /es/
 */
export function adminLoginFieldWords(
  field: keyof typeof english.fields,
  error: { type: string; message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  return codeWords(ADMIN_LOGIN_TEXTS.fields[field], error.type) ?? error.message;
}
