import {
  type Acknowledgement,
  ALERT_TEXTS,
  type AnswerContext,
  type Locale,
} from '@safety-companion/contract';
import { UI_MESSAGES_EN, UI_STATUS_LINES_EN } from '@safety-companion/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from './locale';
import { statusLines } from './status-line-words';
import { type UiStatusMessages, uiStatusMessages } from './ui-status-words';

afterEach(() => setCurrentLocale('en'));

const KINDS = ['seen', 'on-the-way', 'called-emergency-services', 'here'] as const;
const ETAS = [
  undefined,
  { mode: 'foot', minMinutes: 12, maxMinutes: 18 },
  { mode: 'car', minMinutes: 50, maxMinutes: 75 },
] as const;
const CONTEXTS: AnswerContext[] = [
  {},
  { person: 'Riley' },
  { person: 'Riley', positionStale: true },
  { positionStale: true },
];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Every text of the panel's words, each function said with a range of what the panel gives it. */
function said(words: UiStatusMessages): string[] {
  const { status, statusFacts, statusLocation, statusAnswers } = words;
  const texts = [
    ...Object.entries(status)
      .sort(([one], [other]) => one.localeCompare(other))
      .flatMap(([, text]) => (typeof text === 'string' ? [text] : [])),
    ...['1:05 PM', '13:05', '3 Mar 2025, 1:05 PM'].flatMap((time) => [
      status.expiredAt(time, 'Mar 3, 2025'),
      status.emergencySince(time, '5 min'),
      status.theirTime(time),
    ]),
    status.namedPlace('the park'),
    status.was('EMERGENCY'),
    status.callNumber('+1 555 0100'),
    status.theirTimeZone('America/Chicago'),
    status.updatedAgo('12 sec'),
    status.noNewPosition('3 min'),
    statusFacts.low,
    statusFacts.charging,
    statusFacts.battery('12%'),
    ...[true, false].flatMap((low) =>
      [true, false].map((charging) => statusFacts.batterySpoken('12%', { low, charging })),
    ),
    ...range(0, 25).flatMap((hours) =>
      [0, 1, 2, 5, 59].flatMap((minutes) => [
        statusFacts.timeLeft(hours, minutes),
        statusFacts.timeLeftSpoken(hours, minutes),
      ]),
    ),
    ...[statusLocation.label, statusLocation.copy, statusLocation.copied, statusLocation.copyFailed],
    ...(['m', 'km'] as const).flatMap((unit) =>
      [0.5, 1, 1.5, 2, 12].flatMap((value) => [
        statusLocation.accuracy(String(value), unit),
        statusLocation.accuracySpoken(String(value), value, unit),
      ]),
    ),
    ...[statusAnswers.heading, statusAnswers.none, statusAnswers.justNow],
    ...range(1, 59).map((minutes) => statusAnswers.ago(minutes, 'minute')),
    ...range(1, 23).map((hours) => statusAnswers.ago(hours, 'hour')),
    ...range(1, 40).map((days) => statusAnswers.ago(days, 'day')),
  ];
  for (const kind of KINDS)
    for (const eta of ETAS)
      for (const context of CONTEXTS) {
        for (const name of [null, 'Sam'])
          texts.push(statusAnswers.answer({ kind, name, eta } as Acknowledgement, context));
        texts.push(statusAnswers.ownAnswer({ kind, eta } as Acknowledgement, context));
      }
  return texts;
}

describe('the English of the status panel’s words', () => {
  it('says, through the adapter, exactly what the UI package says (the package owns it)', () => {
    setCurrentLocale('en');
    const site = uiStatusMessages();
    expect(Object.keys(site.status).sort()).toEqual(Object.keys(UI_MESSAGES_EN.status).sort());
    expect(said(site)).toEqual(said(UI_MESSAGES_EN));
  });

  it('says the status lines the early paint writes as the package does', () => {
    setCurrentLocale('en');
    const lines = statusLines();
    const english = UI_STATUS_LINES_EN;
    expect([lines.emergency, lines.active, lines.expired]).toEqual([
      english.emergency,
      english.active,
      english.expired,
    ]);
    for (const time of ['1:05 PM', '12:30 AM', '3 Mar 2025, 1:05 PM']) {
      expect(lines.expiredAt(time, 'Mar 3, 2025')).toBe(english.expiredAt(time, 'Mar 3, 2025'));
      expect(lines.emergencySince(time, '5 min')).toBe(english.emergencySince(time, '5 min'));
    }
    expect(lines.namedPlace('the park')).toBe(english.namedPlace('the park'));
  });
});

describe.each<[Locale, string]>([
  ['en', '3 Mar 2025'],
  ['es', '3 mar 2025'],
  ['fr', '3 mars 2025'],
  ['pt-BR', '3 de mar. de 2025'],
  ['ar', '03‏/03‏/2025'],
  ['zh-Hans', '2025年3月3日'],
])('%s: the status line', (locale, day) => {
  it('says what the contract’s pushes say, the words before a time agreeing with its hour', () => {
    setCurrentLocale(locale);
    const contract = ALERT_TEXTS[locale].statusLine;
    const lines = statusLines();
    expect([lines.emergency, lines.active, lines.expired]).toEqual([
      contract.emergency,
      contract.active,
      contract.expired,
    ]);
    for (const hour of range(0, 23)) {
      const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2025, 2, 3, hour, 5),
      );
      expect(lines.expiredAt(time, day)).toBe(contract.expiredAt(time, day));
    }
  });
});

describe('a time’s hour', () => {
  it('says Spanish and Portuguese articles by it', () => {
    setCurrentLocale('es');
    expect(statusLines().expiredAt('1:05', '3 mar 2025')).toBe(
      'El temporizador expiró a la 1:05 del 3 mar 2025',
    );
    expect(statusLines().expiredAt('21:05', '3 mar 2025')).toBe(
      'El temporizador expiró a las 21:05 del 3 mar 2025',
    );
    setCurrentLocale('pt-BR');
    expect(statusLines().emergencySince('00:30', '5 min')).toBe('Emergência desde a 00:30 (há 5 min)');
    expect(statusLines().emergencySince('16:02', '5 min')).toBe('Emergência desde as 16:02 (há 5 min)');
    expect(statusLines().emergencySince('3 de mar. de 2025, 01:05', '2 dias')).toBe(
      'Emergência desde as 3 de mar. de 2025, 01:05 (há 2 dias)',
    );
  });
});

// Each language's heroes' answers, as the contract's `describeAcknowledgement` joins its words: the hero (or the
// language's unnamed hero), what they did, and an estimate in the language's units (`Intl`'s: French puts no-break
// spaces before them) to a stale position.
const far = { mode: 'foot', minMinutes: 50, maxMinutes: 75 } as const;
const stale = { person: 'Riley', positionStale: true };

describe.each<[Locale, string, string, string]>([
  [
    'es',
    'Un héroe está con la persona',
    'Sam va en camino, a unos 50 min–1 h 15 min a pie hasta la última posición conocida de Riley (estimación)',
    'Estás con Riley',
  ],
  [
    'fr',
    'Un héros est avec la personne',
    'Sam est en route, à environ 50\u00a0min–1\u202fh 15\u00a0min à pied jusqu’à la dernière position connue de Riley (estimation)',
    'Vous êtes avec Riley',
  ],
  [
    'pt-BR',
    'Um herói está com a pessoa',
    'Sam está a caminho, a cerca de 50 min–1 h 15 min a pé da última posição conhecida de Riley (estimativa)',
    'Você está com Riley',
  ],
  [
    'ar',
    'أحد الأبطال موجود مع الشخص',
    'Sam في الطريق، على بُعد نحو 50 د–1 س و15 د سيرًا على الأقدام من آخر موقع معروف لـRiley (تقدير)',
    'أنت مع Riley',
  ],
  [
    'zh-Hans',
    '一位守护者已在对方身边',
    'Sam正在赶去，步行约50分钟–1小时15分钟到达Riley的最后已知位置（估计）',
    '您已在Riley身边',
  ],
])('%s: the heroes’ answers', (locale, unnamed, estimate, own) => {
  it('names an unnamed hero and person in the language', () => {
    setCurrentLocale(locale);
    expect(uiStatusMessages().statusAnswers.answer({ kind: 'here', name: null }, {})).toBe(unnamed);
  });

  it('says an estimate in the language’s units, to a stale position', () => {
    setCurrentLocale(locale);
    expect(
      uiStatusMessages().statusAnswers.answer({ kind: 'on-the-way', name: 'Sam', eta: far }, stale),
    ).toBe(estimate);
  });

  it('says this device’s own answer', () => {
    setCurrentLocale(locale);
    expect(uiStatusMessages().statusAnswers.ownAnswer({ kind: 'here' }, { person: 'Riley' })).toBe(own);
  });
});
