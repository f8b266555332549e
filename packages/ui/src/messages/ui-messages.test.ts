import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UI_MESSAGES_EN, type UiMessages } from './ui-messages';

type Texts = (...args: never[]) => string;
/** Sample arguments for each message function of a section: every function must have some. */
type SampleCalls<Section> = {
  [Key in keyof Section as Section[Key] extends Texts ? Key : never]: Section[Key] extends (
    ...args: infer Args
  ) => string
    ? Args[]
    : never;
};

// '§' stands for a name or a number already written: the words are what is left around it and around numbers.
const SAMPLES: { [Section in keyof UiMessages]: SampleCalls<UiMessages[Section]> } = {
  navBar: {},
  features: { showFeature: [[2, 5, '§']], slide: [[2, 5]], expandImage: [['§']] },
  storeLinks: {},
  status: {
    emergencySince: [['§', '§']],
    namedPlace: [['§']],
    expiredAt: [['§', '§']],
    was: [['§']],
    callNumber: [['§']],
    theirTime: [['§']],
    theirTimeZone: [['§']],
    updatedAgo: [['§']],
    noNewPosition: [['§']],
  },
  statusFacts: {
    timeLeft: [
      [0, 0],
      [0, 5],
      [2, 5],
    ],
    timeLeftSpoken: [
      [0, 0],
      [0, 1],
      [0, 5],
      [1, 0],
      [2, 5],
    ],
    battery: [['§']],
    batterySpoken: [
      ['§', { low: true, charging: true }],
      ['§', { low: false, charging: false }],
    ],
  },
  statusLocation: {
    accuracy: [
      ['§', 'm'],
      ['§', 'km'],
    ],
    accuracySpoken: [
      ['§', 1, 'm'],
      ['§', 5, 'km'],
    ],
  },
  statusAnswers: {
    answer: [
      [{ kind: 'seen', name: '§' }, {}],
      [{ kind: 'on-the-way', name: null }, {}],
      [{ kind: 'called-emergency-services', name: '§' }, {}],
      [{ kind: 'here', name: '§' }, { person: '§' }],
      [{ kind: 'on-the-way', name: '§', eta: { mode: 'car', minMinutes: 12, maxMinutes: 18 } }, {}],
      [
        { kind: 'on-the-way', name: '§', eta: { mode: 'foot', minMinutes: 12, maxMinutes: 18 } },
        { positionStale: true },
      ],
    ],
    ownAnswer: [
      [{ kind: 'seen' }, {}],
      [{ kind: 'on-the-way' }, {}],
      [{ kind: 'called-emergency-services' }, {}],
      [{ kind: 'here' }, { person: '§' }],
      [
        { kind: 'on-the-way', eta: { mode: 'car', minMinutes: 12, maxMinutes: 18 } },
        { person: '§', positionStale: true },
      ],
    ],
    ago: [
      [5, 'minute'],
      [5, 'hour'],
      [5, 'day'],
    ],
  },
};

/** Every text of the English messages: the words themselves, and each function's output for its samples. */
function englishTexts(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, samples: Record<string, unknown[][]> | undefined) => {
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      if (typeof entry === 'string') texts.push(entry);
      else if (typeof entry === 'function') {
        for (const args of samples?.[key] ?? []) texts.push(entry(...args));
      } else walk(entry, undefined);
    }
  };
  for (const [section, value] of Object.entries(UI_MESSAGES_EN))
    walk(value, SAMPLES[section as keyof UiMessages] as Record<string, unknown[][]>);
  return texts;
}

/** The words of the English texts: what is left around names and numbers, without the punctuation at its ends. */
function englishWords(): string[] {
  const words = englishTexts().flatMap((text) =>
    text.split(/§|\d+/).map((part) => part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')),
  );
  return [...new Set(words.filter((word) => word.length >= 3 && /\p{L}/u.test(word)))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of `words` a component's source writes itself, comments aside: a phrase anywhere in the code; a
 * single word as JSX text or attribute ('>Close<', '="Who"'), or, capitalised, as a whole string ('Features'),
 * so that neither `onClose` nor a code such as 'minute' counts.
 */
function hardCodedWords(source: string, words: string[]): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return words.filter((word) => {
    if (word.includes(' ')) return code.includes(word);
    const quoted = /^\p{Lu}/u.test(word) ? `|['"\`]${escapeRegExp(word)}['"\`]` : '';
    return new RegExp(`>\\s*${escapeRegExp(word)}\\s*[<{]|="${escapeRegExp(word)}"${quoted}`, 'u').test(code);
  });
}

// A string, not a URL: the test's URL class is jsdom's, which node:url does not take.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const NOT_COMPONENTS = /(\.test\.|\.stories\.|fixtures\.ts$|^test\/|^messages\/)/;

function componentSources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !NOT_COMPONENTS.test(file));
}

describe('UI_MESSAGES_EN', () => {
  it('has a word for every message, and every function writes one', () => {
    const texts = englishTexts();
    expect(texts.length).toBeGreaterThan(60);
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it('is written in no component: each takes its words from the messages', () => {
    const words = englishWords();
    expect(words).toEqual(
      expect.arrayContaining(['Copy coordinates', 'Ends in', 'Who', 'Pause automatic rotation']),
    );
    const files = componentSources();
    expect(files).toEqual(expect.arrayContaining(['nav-bar/nav-bar.tsx', 'status-panel/status-facts.tsx']));
    const found = Object.fromEntries(
      files
        .map((file) => [file, hardCodedWords(readFileSync(join(SRC, file), 'utf8'), words)] as const)
        .filter(([, inFile]) => inFile.length > 0),
    );
    expect(found).toEqual({});
  });

  it('is found when a component writes one of its words, and not in comments or names', () => {
    const words = englishWords();
    expect(hardCodedWords('<button type="button">Copy coordinates</button>', words)).toEqual([
      'Copy coordinates',
    ]);
    expect(hardCodedWords('<Entry term="Who">{text(who)}</Entry>', words)).toEqual(['Who']);
    expect(hardCodedWords('<button>\n  Close\n</button>', words)).toEqual(['Close']);
    expect(hardCodedWords("function Carousel({ label = 'Features' }) {}", words)).toEqual(['Features']);
    expect(hardCodedWords("<span>{messages.ago(minutes, 'minute')}</span>", words)).toEqual([]);
    expect(hardCodedWords("const label = 'Show feature ' + i;", words)).toEqual(['Show feature']);
    expect(
      hardCodedWords(
        '// Says "Copy coordinates".\n<dialog onClose={onClose}>{messages.close}</dialog>',
        words,
      ),
    ).toEqual([]);
  });
});
