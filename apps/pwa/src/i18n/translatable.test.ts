import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../messages/en/update';
import spanish from '../messages/es/update';
import { setCurrentLocale } from './locale';
import { translatable } from './translatable';

describe('translatable', () => {
  afterEach(() => setCurrentLocale('en'));

  it('reads English on an English page without loading anything', () => {
    expect(translatable('update', english).reload).toBe(english.reload);
  });

  it('fails a part that reads its words on a translated page before its section is loaded', async () => {
    // A fresh copy of the modules, with nothing loaded yet: the test files of a worker share their modules, and
    // another file may have loaded the Spanish section already.
    vi.resetModules();
    const { setCurrentLocale } = await import('./locale');
    const { loadSections, translatable, WordsNotLoaded } = await import('./translatable');
    setCurrentLocale('es');
    try {
      const words = translatable('update', english);
      expect(() => words.reload).toThrow(WordsNotLoaded);
      expect(() => words.reload).toThrow(
        'The "update" words were read before they were loaded, on a page in es.',
      );

      await loadSections('update');
      expect(words.reload).toBe(spanish.reload);
    } finally {
      // The files after this one in the worker import these fresh modules: they start on an English page.
      setCurrentLocale('en');
    }
  });
});
