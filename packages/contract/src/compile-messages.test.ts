import { describe, expect, it } from 'vitest';
import {
  checkTranslation,
  compileSection,
  MessageError,
  type MessageTree,
  sectionType,
} from './compile-messages';

/** A section compiled for `locale`, run as the built module would be. */
function compiled<Words>(tree: MessageTree, locale = 'en'): Words {
  return new Function(
    compileSection(tree, locale, 'test.json').replace('export default ', 'return '),
  )() as Words;
}

type Say = (values: Record<string, string | number>) => string;

describe('compileSection', () => {
  it('keeps a text without arguments a string, in its groups', () => {
    const words = compiled<{ title: string; offline: { idle: string } }>({
      title: 'Hero Lookup',
      offline: { idle: "No connection. It's fine." },
    });
    expect(words).toEqual({ title: 'Hero Lookup', offline: { idle: "No connection. It's fine." } });
  });

  it('makes a message with arguments a function of them', () => {
    const words = compiled<{ call: Say }>({ call: 'If you fear for them now, call {number}.' });
    expect(words.call({ number: '112' })).toBe('If you fear for them now, call 112.');
  });

  it('chooses a plural by the language’s CLDR rules, an exact value first', () => {
    const ar = compiled<{ minutes: Say }>(
      {
        minutes:
          '{count, plural, =0 {الآن} zero {# دقائق} one {دقيقة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة!}}',
      },
      'ar',
    );
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.minutes({ count }))).toEqual([
      'الآن',
      'دقيقة',
      'دقيقتان',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة!',
    ]);
    const en = compiled<{ hours: Say }>({
      hours: 'A code stops working {hours, plural, one {an hour} other {# hours}} after it ends.',
    });
    expect(en.hours({ hours: 1 })).toBe('A code stops working an hour after it ends.');
    expect(en.hours({ hours: 24 })).toBe('A code stops working 24 hours after it ends.');
  });

  it('chooses a select’s case, or its other one, and a nested plural’s # is its own count', () => {
    const words = compiled<{ seen: Say }>({
      seen: '{who, select, self {You} other {{name}}} saw it {times, plural, one {once} other {# times}}.',
    });
    expect(words.seen({ who: 'self', times: 1, name: 'Ana' })).toBe('You saw it once.');
    expect(words.seen({ who: 'hero', times: 3, name: 'Ana' })).toBe('Ana saw it 3 times.');
    expect(words.seen({ who: 'constructor', times: 2, name: 'Ana' })).toBe('Ana saw it 2 times.');
  });

  it('refuses what it does not compile, naming the file and the key', () => {
    expect(() => compileSection({ at: 'At {time, time, short}' }, 'en', 'lookup.json')).toThrow(
      'lookup.json "at": only {argument}, plural, selectordinal and select are supported',
    );
    expect(() => compileSection({ n: '{n, plural, one {#}}' }, 'en', 'lookup.json')).toThrow(MessageError);
    expect(() => compileSection({ n: 'Unclosed {n' }, 'en', 'lookup.json')).toThrow('lookup.json "n"');
    expect(() => compileSection({ list: ['a'] } as unknown as MessageTree, 'en', 'x.json')).toThrow(
      '"list" is neither a message nor a group of messages',
    );
  });
});

describe('checkTranslation', () => {
  const english: MessageTree = {
    title: 'Hero Lookup',
    offline: { call: 'Call {number}.', minutes: '{count, plural, one {# minute} other {# minutes}}' },
  };

  it('passes a translation with the same keys and arguments', () => {
    expect(() =>
      checkTranslation(
        {
          title: 'Consulta',
          offline: {
            call: 'Llama al {number}.',
            minutes: '{count, plural, one {# minuto} other {# minutos}}',
          },
        },
        english,
        'es.json',
      ),
    ).not.toThrow();
  });

  it('fails a missing or an extra key, a message that leaves out what English says, and a count made a choice', () => {
    expect(() =>
      checkTranslation(
        { title: 'Consulta', extra: 'x', offline: { call: 'Llama al {number}.' } },
        english,
        'es.json',
      ),
    ).toThrow('es.json: "offline.minutes" missing, "extra" not in English.');
    expect(() =>
      checkTranslation(
        {
          title: 'Consulta',
          offline: { call: 'Llama a alguien.', minutes: '{count, plural, other {# min}}' },
        },
        english,
        'es.json',
      ),
    ).toThrow('es.json "offline.call": does not say {number}, which English says.');
    expect(() =>
      checkTranslation(
        {
          title: 'Consulta',
          offline: { call: 'Llama al {number}.', minutes: '{count, select, other {min}}' },
        },
        english,
        'es.json',
      ),
    ).toThrow('es.json "offline.minutes": {count} is a choice here, a number in English.');
  });

  it('passes a translation that takes more than English, or says a count without a plural', () => {
    expect(() =>
      checkTranslation(
        {
          title: 'Consulta',
          offline: {
            call: '{hour, plural, one {A la {number}} other {A las {number}}}',
            minutes: '{count} 分钟',
          },
        },
        english,
        'zh.json',
      ),
    ).not.toThrow();
  });
});

describe('sectionType', () => {
  it('types a text as a string and a message as a function of every argument any language takes', () => {
    const english: MessageTree = {
      title: 'T',
      at: 'at {time}',
      say: '{count, plural, other {#}} {mode, select, other {x}}',
    };
    const spanish: MessageTree = {
      title: 'T',
      at: '{hour, plural, one {a la {time}} other {a las {time}}}',
      say: '{count} {mode, select, other {x}}',
    };
    expect(sectionType([english, spanish], 'x')).toBe(
      [
        '{',
        '  readonly title: string;',
        '  readonly at: (values: { readonly time: string | number; readonly hour: number }) => string;',
        '  readonly say: (values: { readonly count: number; readonly mode: string }) => string;',
        '}',
      ].join('\n'),
    );
  });
});
