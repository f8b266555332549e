// The site's words: `import WORDS from 'words:<section>'` gives a part of the site its section's messages in the page's
// language (src/messages/<locale>/<section>.json, and the contract's messages/<locale>/<section>.json, which the
// server says too: ICU MessageFormat, compiled by the contract's compile-messages.ts). In another
// language than English the section's file starts loading as the module is read, and every dynamic import of the
// app resolves only once the words of what it brought are there (`afterWords`, i18n/page-words.ts): a part loaded
// late renders in the page's language from its first frame, and no page lists the sections it needs. (A top-level
// await in the words' modules would say the same, but Rolldown then splits every chunk they share with the entry
// out of it, which cost the first load of `/` 5 kB.)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_LOCALE } from '@safety-companion/contract';
import {
  checkTranslation,
  compileSection,
  type MessageTree,
  sectionType,
} from '@safety-companion/contract/compile-messages';
import { type Plugin, parseAst } from 'vite';

export interface MessagesOptions {
  /**
   * The folders of the messages, one folder per language in each: the site's own first (src/messages, beside the
   * code that loads them), then the others whose sections the site says too (`SITE_MESSAGE_DIRS`).
   */
  dirs: readonly string[];
  /** A build in one language (a page's inline script): its sections are that language's, with nothing to load. */
  locale?: string;
  /** The prerendering and the unit tests, which render every language: a section has them all, read at each use. */
  everyLanguage?: boolean;
  /**
   * The site's own build and dev server: each section the code says becomes, in every other language than English, a
   * file of its own to load, and every dynamic import of the app's code waits for the words it brought.
   */
  client?: boolean;
  /** Where to write the types of the `words:` modules, from the messages. */
  typesFile?: string;
}

/** The site's messages: a folder per language, a JSON file per section. */
export const MESSAGES_DIR = resolve(import.meta.dirname, '../messages');
/** The contract's messages, which the server's pushes say too (the status line). */
export const CONTRACT_MESSAGES_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@safety-companion/contract/package.json')),
  'messages',
);
/** Every folder of messages the site says, its own first. */
export const SITE_MESSAGE_DIRS = [MESSAGES_DIR, CONTRACT_MESSAGES_DIR] as const;
/** The types of the `words:` modules, written from the messages (like the router's route tree). */
export const WORDS_TYPES_FILE = join(MESSAGES_DIR, 'words.gen.d.ts');

const VIRTUAL = '\0words:';

/** The sections each built chunk renders with, by its file (what the prerendering preloads on a page). */
export const WORDS_FILE = '.vite/words.json';
/** What a message file's module is called: its path and `.js`, so that no JSON plugin reads the compiled code. */
const COMPILED = '.json.js';

/** The sections of a folder of messages, by the English files' names. */
export function sectionsIn(dir: string): string[] {
  return readdirSync(join(dir, DEFAULT_LOCALE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => basename(file, '.json'))
    .sort();
}

/** The folder each section's messages are in; a section's name is said by one folder only. */
export function sectionFolders(dirs: readonly string[]): Map<string, string> {
  const folders = new Map<string, string>();
  for (const dir of dirs)
    for (const section of sectionsIn(dir)) {
      if (folders.has(section))
        throw new Error(`The section "${section}" is in both ${folders.get(section)} and ${dir}.`);
      folders.set(section, dir);
    }
  return new Map([...folders].sort(([one], [other]) => one.localeCompare(other)));
}

/** The languages: the folders of the messages. */
export const localesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const readTree = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as MessageTree;

/**
 * A section's compiled messages in `locale`, for code the build runs in Node, where no `words:` module exists (the
 * installed app's manifests).
 */
export function sectionInNode<Words>(locale: string, section: string, dirs = SITE_MESSAGE_DIRS): Words {
  const file = join(sectionFolders(dirs).get(section) ?? MESSAGES_DIR, locale, `${section}.json`);
  const code = compileSection(readTree(file), locale, file).replace('export default ', 'return ');
  return new Function(code)() as Words;
}

/** The types of every `words:<section>` module (a file TypeScript reads, like the router's route tree). */
export function wordsTypes(dirs: readonly string[]): string {
  const modules = [...sectionFolders(dirs)].map(([section, dir]) => {
    const locales = [DEFAULT_LOCALE, ...localesIn(dir).filter((locale) => locale !== DEFAULT_LOCALE)];
    const trees = locales.map((locale) => readTree(join(dir, locale, `${section}.json`)));
    return `declare module 'words:${section}' {\n  const words: ${sectionType(trees, section, '', '    ')};\n  export default words;\n}\n`;
  });
  return `// Written by src/build-plugins/messages-plugin.ts from src/messages/*/*.json and the contract's messages: edit those, not this.\n\n${modules.join('\n')}`;
}

function writeTypes(dirs: readonly string[], file: string) {
  const types = wordsTypes(dirs);
  let written = '';
  try {
    written = readFileSync(file, 'utf8');
  } catch {}
  if (written !== types) writeFileSync(file, types);
}

/** Finds every `import()` in a module's code (its ESTree), innermost last. */
function dynamicImports(node: unknown, found: { start: number; end: number }[] = []) {
  if (Array.isArray(node)) for (const child of node) dynamicImports(child, found);
  else if (node && typeof node === 'object') {
    const { type, start, end } = node as { type?: string; start: number; end: number };
    if (type === 'ImportExpression') found.push({ start, end });
    for (const value of Object.values(node))
      if (value && typeof value === 'object') dynamicImports(value, found);
  }
  return found;
}

/**
 * Wraps each `import()` of the app's code (not the early scripts', which have no words, nor the build's) in
 * `afterWords`, after TypeScript and the router's code splitting wrote theirs.
 */
function awaitWordsOnImport(app: string, runtime: string): Plugin {
  return {
    name: 'safety-companion:messages-on-import',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const path = relative(app, file);
      if (path.startsWith('..') || /^(early|build-plugins|prerender|service-worker)\//.test(path))
        return undefined;
      if (file === runtime || !code.includes('import(')) return undefined;
      const imports = dynamicImports(parseAst(code)).sort((one, other) => other.start - one.start);
      if (imports.length === 0) return undefined;
      let wrapped = code;
      for (const { start, end } of imports)
        wrapped = `${wrapped.slice(0, start)}__afterWords(${wrapped.slice(start, end)})${wrapped.slice(end)}`;
      return {
        code: `import { afterWords as __afterWords } from ${JSON.stringify(runtime)};\n${wrapped}`,
        map: null,
      };
    },
  };
}

export function messages(options: MessagesOptions): Plugin[] {
  const dirs = options.dirs.map((folder) => resolve(folder));
  const dir = dirs[0] ?? MESSAGES_DIR;
  const folders = sectionFolders(dirs);
  let root = process.cwd();
  let building = false;
  const runtime = resolve(dir, '../i18n/page-words.ts');
  /**
   * The message file a module id or import names, if it is one (`…/es/lookup.json`, `/src/messages/es/lookup.json.js`),
   * in the folder that has its section (the dev server asks for every section under src/messages).
   */
  const messageFile = (source: string, importer?: string) => {
    if (/[?&](?:raw|url|inline)\b/.test(source)) return undefined;
    const bare = source.split('?')[0] ?? source;
    const json = bare.endsWith(COMPILED) ? bare.slice(0, -3) : bare;
    if (!json.endsWith('.json')) return undefined;
    const file =
      json.startsWith('.') && importer
        ? resolve(dirname(importer), json)
        : dirs.some((folder) => json.startsWith(folder))
          ? json
          : join(root, json);
    const owner = folders.get(basename(file, '.json'));
    return owner && dirs.includes(dirname(dirname(file)))
      ? join(owner, basename(dirname(file)), basename(file))
      : undefined;
  };
  const words: Plugin = {
    name: 'safety-companion:messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    buildStart() {
      if (options.typesFile) writeTypes(dirs, options.typesFile);
    },
    generateBundle(_, bundle) {
      if (!options.client) return;
      const sectionsByChunk: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        const sections = item.type === 'chunk' ? item.moduleIds.filter((id) => id.startsWith(VIRTUAL)) : [];
        if (sections.length > 0)
          sectionsByChunk[item.fileName] = sections.map((id) => id.slice(VIRTUAL.length)).sort();
      }
      this.emitFile({ type: 'asset', fileName: WORDS_FILE, source: JSON.stringify(sectionsByChunk) });
    },
    watchChange(id) {
      if (options.typesFile && dirs.includes(dirname(dirname(id)))) writeTypes(dirs, options.typesFile);
    },
    resolveId(source, importer) {
      if (source.startsWith('words:')) return `${VIRTUAL}${source.slice('words:'.length)}`;
      const file = messageFile(source, importer);
      return file ? `${file}.js` : undefined;
    },
    load(id) {
      if (id.startsWith(VIRTUAL)) {
        const section = id.slice(VIRTUAL.length);
        const folder = folders.get(section) ?? dir;
        const file = (locale: string) => JSON.stringify(join(folder, locale, `${section}.json`));
        if (options.locale) return `export { default } from ${file(options.locale)};\n`;
        const locales = localesIn(folder);
        if (options.everyLanguage)
          return [
            ...locales.map((locale, index) => `import words${index} from ${file(locale)};`),
            `import { wordsByLanguage } from ${JSON.stringify(resolve(dir, '../i18n/every-language.ts'))};`,
            `export default wordsByLanguage(${JSON.stringify(section)}, {${locales.map((locale, index) => `${JSON.stringify(locale)}: words${index}`).join(', ')}});`,
          ].join('\n');
        // The section in every other language, a file of its own which a page in that language loads, named as the
        // code that says it (`admin-login-es`: the service worker leaves the admin pages' words out as their code).
        if (options.client && building)
          for (const locale of locales.filter((one) => one !== DEFAULT_LOCALE))
            this.emitFile({
              type: 'chunk',
              id: join(folder, locale, `${section}.json`),
              name: `${section}-${locale}`,
            });
        // Without side effects for the bundler: a chunk that imports the section and says none of it loads nothing.
        return {
          code: [
            `import english from ${file(DEFAULT_LOCALE)};`,
            `import { pageWords } from ${JSON.stringify(runtime)};`,
            `export default pageWords(${JSON.stringify(section)}, english);`,
          ].join('\n'),
          moduleSideEffects: false,
        };
      }
      if (!id.endsWith(COMPILED)) return undefined;
      const file = id.slice(0, -3);
      const locale = basename(dirname(file));
      this.addWatchFile(file);
      const tree = readTree(file);
      if (locale !== DEFAULT_LOCALE)
        checkTranslation(tree, readTree(join(dirname(dirname(file)), DEFAULT_LOCALE, basename(file))), file);
      return compileSection(tree, locale, file);
    },
  };
  return options.client ? [words, awaitWordsOnImport(resolve(dir, '..'), runtime)] : [words];
}
