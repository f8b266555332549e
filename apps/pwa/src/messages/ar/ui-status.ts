import type { Acknowledgement, AnswerContext } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import STATUS from './ui-status-lines';

// The UI package's words of the status panel and its answers (the lookup and the status pages).

/** The form of a counted noun for `count`, in Arabic's six plural forms. */
const counted = (count: number, forms: Record<Intl.LDMLPluralRule, string>) =>
  forms[new Intl.PluralRules('ar').select(count)];
/** A count of a unit, after a preposition ('منذ دقيقتين', 'خلال 3 ساعات', 'منذ 11 يومًا'). */
const WORDS = {
  minute: (count: number) =>
    counted(count, {
      zero: `${count} دقيقة`,
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: `${count} دقائق`,
      many: `${count} دقيقة`,
      other: `${count} دقيقة`,
    }),
  hour: (count: number) =>
    counted(count, {
      zero: `${count} ساعة`,
      one: 'ساعة واحدة',
      two: 'ساعتين',
      few: `${count} ساعات`,
      many: `${count} ساعة`,
      other: `${count} ساعة`,
    }),
  day: (count: number) =>
    counted(count, {
      zero: `${count} يوم`,
      one: 'يوم واحد',
      two: 'يومين',
      few: `${count} أيام`,
      many: `${count} يومًا`,
      other: `${count} يوم`,
    }),
} as const;
/** A distance's unit after its number, as the plural form of `value` takes it ('12 مترًا', '3 كيلومترات'). */
const UNIT_WORDS = {
  m: { zero: 'متر', one: 'متر', two: 'متر', few: 'أمتار', many: 'مترًا', other: 'متر' },
  km: {
    zero: 'كيلومتر',
    one: 'كيلومتر',
    two: 'كيلومتر',
    few: 'كيلومترات',
    many: 'كيلومترًا',
    other: 'كيلومتر',
  },
} as const;
/**
 * A range of minutes in Arabic's short units (د for minutes, س for hours): '12–18 د', '45 د–1 س 5 د'. The
 * contract's `formatMinutesRange` writes English units.
 */
function minutesRange(min: number, max: number): string {
  const time = (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} د`;
    return rest === 0 ? `${hours} س` : `${hours} س ${rest} د`;
  };
  return max < 60 ? `${min}–${max} د` : `${time(min)}–${time(max)}`;
}
const personOf = ({ person }: AnswerContext) => person?.trim() || 'الشخص';
const VERBS = {
  seen: () => 'رأى هذا',
  'on-the-way': () => 'في الطريق',
  'called-emergency-services': () => 'اتصل بخدمات الطوارئ',
  here: (context: AnswerContext) => `موجود مع ${personOf(context)}`,
} as const;
const OWN = {
  seen: () => 'رأيت هذا',
  'on-the-way': () => 'أنت في الطريق',
  'called-emergency-services': () => 'اتصلت بخدمات الطوارئ',
  here: (context: AnswerContext) => `أنت مع ${personOf(context)}`,
} as const;
const MODES = { foot: 'سيرًا على الأقدام', car: 'بالسيارة' } as const;
/** '، على بُعد نحو 12–18 د بالسيارة (تقدير)', حتى آخر موقع معروف عندما يكون قديمًا. */
function estimate({ eta }: Pick<Acknowledgement, 'eta'>, context: AnswerContext): string {
  if (!eta) return '';
  const person = context.person?.trim();
  const target = context.positionStale
    ? person
      ? ` من آخر موقع معروف لـ${person}`
      : ' من آخر موقع معروف للشخص'
    : '';
  return `، على بُعد نحو ${minutesRange(eta.minMinutes, eta.maxMinutes)} ${MODES[eta.mode]}${target} (تقدير)`;
}

export default {
  status: STATUS,
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'ينتهي خلال أقل من دقيقة'
        : `ينتهي خلال ${hours > 0 ? `${hours} س ` : ''}${minutes} د`,
    timeLeftSpoken: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'ينتهي خلال أقل من دقيقة.'
        : `ينتهي خلال ${[hours > 0 ? WORDS.hour(hours) : '', minutes > 0 ? WORDS.minute(minutes) : '']
            .filter(Boolean)
            .join(' و')}.`,
    battery: (percent) => `البطارية ${percent}`,
    low: 'منخفضة',
    charging: '، قيد الشحن',
    batterySpoken: (percent, { low, charging }) =>
      `بطارية الهاتف عند ${percent}${low ? '، وهي منخفضة' : ''}${charging ? '، وهي قيد الشحن' : ''}.`,
  },
  statusLocation: {
    label: 'الموقع الحالي',
    copy: 'نسخ الإحداثيات',
    copied: 'تم نسخ الإحداثيات',
    copyFailed: 'تعذّر النسخ: حدّد الإحداثيات وانسخها بنفسك.',
    accuracy: (distance, unit) => `بهامش ${distance} ${unit === 'm' ? 'م' : 'كم'}`,
    accuracySpoken: (distance, value, unit) =>
      `الدقة في حدود ${distance} ${counted(value, UNIT_WORDS[unit])}.`,
  },
  statusAnswers: {
    heading: 'ردود الأبطال',
    none: 'لم يردّ أي بطل بعد.',
    answer: (answer, context) =>
      `${answer.name?.trim() || 'أحد الأبطال'} ${VERBS[answer.kind](context)}${estimate(answer, context)}`,
    ownAnswer: (answer, context) => `${OWN[answer.kind](context)}${estimate(answer, context)}`,
    justNow: 'الآن',
    ago: (amount, unit) => `منذ ${WORDS[unit](amount)}`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
