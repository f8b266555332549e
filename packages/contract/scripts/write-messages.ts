// `npm run messages` in this package: compiles the contract's messages (messages/<locale>/<section>.json, the texts
// the server says as well as the site: the status line and the pushes' texts) into src/messages.gen.ts, which every user
// of the contract reads as TypeScript (Vite, tsup, tsx, vitest), so that none needs a build step of its own for
// them. write-messages.test.ts fails while the file is not what the messages compile to.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkTranslation,
  compileExpression,
  type MessageTree,
  sectionType,
} from '../src/compile-messages.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/locales.ts';

/** The contract's messages: a folder per language, a JSON file per section. */
const CONTRACT_MESSAGES_DIR = resolve(import.meta.dirname, '../messages');
export const CONTRACT_MESSAGES_FILE = resolve(import.meta.dirname, '../src/messages.gen.ts');

/** A language's sections as one tree, each section a group named as its file ('status-line'). */
function languageTree(dir: string, locale: string): MessageTree {
  const files = readdirSync(join(dir, locale)).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files
      .sort()
      .map((file) => [basename(file, '.json'), JSON.parse(readFileSync(join(dir, locale, file), 'utf8'))]),
  );
}

/** The name of a section's English messages in the module ('status-line': ENGLISH_STATUS_LINE). */
const englishName = (section: string) => `ENGLISH_${section.replaceAll('-', '_').toUpperCase()}`;

/** The module the messages compile to: their type, the English messages and every translation. */
export function contractMessagesModule(dir = CONTRACT_MESSAGES_DIR): string {
  const english = languageTree(dir, DEFAULT_LOCALE);
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const trees = others.map((locale) => {
    const tree = languageTree(dir, locale);
    checkTranslation(tree, english, join(dir, locale));
    return tree;
  });
  const compiled = (tree: MessageTree, locale: string) => compileExpression(tree, locale, join(dir, locale));
  const translated = others.map((locale) => JSON.stringify(locale)).join(' | ');
  return [
    '// @ts-nocheck: compiled code; its exports have the types written here.',
    '// Written by `npm run messages` in packages/contract from messages/<locale>/<section>.json: edit those, not this.',
    '',
    "/** The contract's messages in one language (of every argument any language takes). */",
    `export interface ContractMessages ${sectionType([english, ...trees], 'contract messages')}`,
    '',
    // A constant per section: code that says one section carries no other.
    ...Object.entries(english).flatMap(([section, tree]) => [
      `/** The contract's \`${section}\` messages in English, the language the others translate. */`,
      `export const ${englishName(section)}: ContractMessages[${JSON.stringify(section)}] = ${compiled(tree as MessageTree, DEFAULT_LOCALE)};`,
      '',
    ]),
    // Functions, not values: code that says no translation carries none (a bundler keeps an object's property read).
    'const TRANSLATIONS = {',
    ...others.map(
      (locale, index) => `${JSON.stringify(locale)}: () => (${compiled(trees[index] ?? {}, locale)}),`,
    ),
    '};',
    '',
    "/** The contract's messages in another language than English, made at each call. */",
    `export const translatedMessages = (locale: ${translated}): ContractMessages => TRANSLATIONS[locale]();`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CONTRACT_MESSAGES_FILE, contractMessagesModule());
  console.log(`Wrote ${CONTRACT_MESSAGES_FILE}`);
}
