import { afterEach, describe, expect, it } from 'vitest';
import english from '../messages/en/update';
import spanish from '../messages/es/update';
import { setCurrentLocale } from './locale';
import { loadSections, translatable, WordsNotLoaded } from './translatable';

describe('translatable', () => {
  afterEach(() => setCurrentLocale('en'));

  it('reads English on an English page without loading anything', () => {
    expect(translatable('update', english).reload).toBe(english.reload);
  });

  it('fails a part that reads its words on a translated page before its section is loaded', async () => {
    setCurrentLocale('es');
    const words = translatable('update', english);
    expect(() => words.reload).toThrow(WordsNotLoaded);
    expect(() => words.reload).toThrow(
      'The "update" words were read before they were loaded, on a page in es.',
    );

    await loadSections('update');
    expect(words.reload).toBe(spanish.reload);
  });
});
