/**
 * A text the contract or the API package wrote in English (a field's rule, a failure), in the page's language: the
 * value at the same place in `words` as `text` has in `english` (the section's English words, which take those
 * texts from the packages). A text found nowhere (a server's own message) stays as it is.
 *
 * @example
 * contractWords(english.fields, FEEDBACK_TEXTS.fields, 'Enter your name.'); // 'Escribe tu nombre.' on /es/
 */
export function contractWords(english: object, words: object, text: string): string {
  for (const [key, value] of Object.entries(english)) {
    const translated = (words as Record<string, unknown>)[key];
    if (value === text && typeof translated === 'string') return translated;
    if (value && typeof value === 'object' && translated && typeof translated === 'object') {
      const found = contractWords(value, translated, text);
      if (found !== text) return found;
    }
  }
  return text;
}
