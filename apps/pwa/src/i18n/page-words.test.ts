import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { earlyHandoff, takeFromHandoff } from '../early/handoff';
import { setCurrentLocale } from './locale';
import { afterWords, pageWords, wordsLoaded } from './page-words';

// A section's words in a built page (the unit tests' own `words:` modules have every language at once): English at
// once on an English page; in another language, loaded from the address the start script names, and awaited by
// whatever brought the module in, so that nothing renders before them.

// Inside the package, where the test runner imports from.
const folder = mkdtempSync(join(import.meta.dirname, '../../node_modules/.page-words-'));
/** A built section's file in Spanish, as the start script names it. */
function builtSection(name: string, words: object): string {
  const file = join(folder, `${name}.mjs`);
  writeFileSync(file, `export default ${JSON.stringify(words)};`);
  return file;
}

const ENGLISH = { title: 'Hero Lookup', offline: { idle: 'No connection.' } };
const SPANISH = { title: 'Consulta para héroes', offline: { idle: 'Sin conexión.' } };

afterEach(() => {
  setCurrentLocale('en');
  takeFromHandoff('sections');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('pageWords', () => {
  it('is the English words themselves on an English page, with nothing to load', async () => {
    expect(pageWords('lookup', ENGLISH)).toBe(ENGLISH);
    await expect(wordsLoaded()).resolves.toBeUndefined();
  });

  it('loads the section the start script names on a page in another language, and refuses a read before', async () => {
    setCurrentLocale('es');
    earlyHandoff().sections = { 'es/lookup': builtSection('lookup', SPANISH) };
    const words = pageWords('lookup', ENGLISH);
    expect(() => words.title).toThrow('The "lookup" words were read before they loaded.');
    await wordsLoaded();
    expect(words.title).toBe(SPANISH.title);
    expect(words.offline.idle).toBe(SPANISH.offline.idle);
  });

  it('lets a dynamic import resolve only once the words its module read are there', async () => {
    setCurrentLocale('es');
    earlyHandoff().sections = {
      'es/alerts': builtSection('alerts', { title: 'Alertas', offline: { idle: 'x' } }),
    };
    let words: typeof ENGLISH | undefined;
    // A module that reads its section as it is imported, as a `words:` module does.
    const imported = afterWords(
      Promise.resolve().then(() => {
        words = pageWords('alerts', ENGLISH);
        return { words };
      }),
    );
    const module = await imported;
    expect(module.words.title).toBe('Alertas');
  });

  it('fails the import whose words cannot load, as its code would, and asks for them again the next time', async () => {
    setCurrentLocale('es');
    const address = join(folder, 'later.mjs');
    earlyHandoff().sections = { 'es/later': address };
    let words: typeof ENGLISH | undefined;
    const imported = afterWords(
      Promise.resolve().then(() => {
        words = pageWords('later', ENGLISH);
      }),
    );
    await expect(imported).rejects.toThrow();
    // The connection is back.
    writeFileSync(address, `export default ${JSON.stringify(SPANISH)};`);
    await wordsLoaded();
    expect(words?.title).toBe(SPANISH.title);
  });
});
