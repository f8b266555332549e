/**
 * The words of a failure's code (a field rule's `required`, a refusal's `full`) in a words table of the page's
 * language, or undefined when the table has no such code (the caller shows the failure's own message). Failures are
 * worded by code only, never by matching their English text.
 *
 * @example
 * codeWords(FEEDBACK_WORDS.fields.name, 'required'); // 'Escribe tu nombre.' on /es/
 */
export function codeWords(
  words: Readonly<Record<string, string>>,
  code: string | undefined,
): string | undefined {
  return code !== undefined && Object.hasOwn(words, code) ? words[code] : undefined;
}
