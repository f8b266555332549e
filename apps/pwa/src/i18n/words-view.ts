/**
 * A section's words as its module gives them: each top-level key of `english` read when used, from the words
 * `current` gives then (the page's language once loaded: page-words.ts; the language of the page being rendered:
 * every-language.ts), so that a module may hold the section in a constant.
 */
export function wordsView<Words extends object>(english: Words, current: () => Words): Words {
  const view = {} as Words;
  for (const key of Object.keys(english))
    Object.defineProperty(view, key, { enumerable: true, get: () => current()[key as keyof Words] });
  return view;
}
