import { describe, expect, it } from 'vitest';
import ar from './ar/ui-status';
import es from './es/ui-status';
import fr from './fr/ui-status';
import ptBR from './pt-BR/ui-status';
import zhHans from './zh-Hans/ui-status';

// Each language's heroes' answers, as the contract's `describeAcknowledgement` joins its words: the hero (or the
// language's unnamed hero), what they did, and an estimate in the language's units (`Intl`'s: French puts no-break
// spaces before them) to a stale position.
const far = { mode: 'foot', minMinutes: 50, maxMinutes: 75 } as const;
const stale = { person: 'Riley', positionStale: true };

describe.each([
  [
    'es',
    es,
    'Un héroe está con la persona',
    'Sam va en camino, a unos 50 min–1 h 15 min a pie hasta la última posición conocida de Riley (estimación)',
    'Estás con Riley',
  ],
  [
    'fr',
    fr,
    'Un héros est avec la personne',
    'Sam est en route, à environ 50\u00a0min–1\u202fh 15\u00a0min à pied jusqu’à la dernière position connue de Riley (estimation)',
    'Vous êtes avec Riley',
  ],
  [
    'pt-BR',
    ptBR,
    'Um herói está com a pessoa',
    'Sam está a caminho, a cerca de 50 min–1 h 15 min a pé da última posição conhecida de Riley (estimativa)',
    'Você está com Riley',
  ],
  [
    'ar',
    ar,
    'أحد الأبطال موجود مع الشخص',
    'Sam في الطريق، على بُعد نحو 50 د–1 س و15 د سيرًا على الأقدام من آخر موقع معروف لـRiley (تقدير)',
    'أنت مع Riley',
  ],
  [
    'zh-Hans',
    zhHans,
    '一位守护者已在对方身边',
    'Sam正在赶去，步行约50分钟–1小时15分钟到达Riley的最后已知位置（估计）',
    '您已在Riley身边',
  ],
])('%s: the heroes’ answers', (_locale, words, unnamed, estimate, own) => {
  it('names an unnamed hero and person in the language', () => {
    expect(words.statusAnswers.answer({ kind: 'here', name: null }, {})).toBe(unnamed);
  });

  it('says an estimate in the language’s units, to a stale position', () => {
    expect(words.statusAnswers.answer({ kind: 'on-the-way', name: 'Sam', eta: far }, stale)).toBe(estimate);
  });

  it('says this device’s own answer', () => {
    expect(words.statusAnswers.ownAnswer({ kind: 'here' }, { person: 'Riley' })).toBe(own);
  });
});
