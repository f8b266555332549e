import {
  type AnswerWords,
  describeAcknowledgement,
  describeOwnAcknowledgement,
  formatMinutes,
} from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';
import STATUS_LINES from './ui-status-lines';

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
/** The heroes' answers: the contract's `describeAcknowledgement` joins these words. */
const ANSWER_WORDS_AR: AnswerWords = {
  locale: 'ar',
  unnamedHero: 'أحد الأبطال',
  unnamedPerson: 'الشخص',
  did: {
    seen: () => 'رأى هذا',
    'on-the-way': () => 'في الطريق',
    'called-emergency-services': () => 'اتصل بخدمات الطوارئ',
    here: (person) => `موجود مع ${person}`,
  },
  heroDid: (hero, did) => `${hero} ${did}`,
  ownDid: {
    seen: () => 'رأيت هذا',
    'on-the-way': () => 'أنت في الطريق',
    'called-emergency-services': () => 'اتصلت بخدمات الطوارئ',
    here: (person) => `أنت مع ${person}`,
  },
  modes: { foot: 'سيرًا على الأقدام', car: 'بالسيارة' },
  /** '، على بُعد نحو 12–18 د بالسيارة (تقدير)', with `toLastKnownPosition` when the position is stale. */
  estimate: (range, mode, target) => `، على بُعد نحو ${range} ${mode}${target} (تقدير)`,
  toLastKnownPosition: (person) => (person ? ` من آخر موقع معروف لـ${person}` : ' من آخر موقع معروف للشخص'),
};

export default {
  status: {
    ...STATUS_LINES,
    was: (statusLine) => `الحالة السابقة: ${statusLine}`,
    callNumber: (phoneNumber) => `اتصل بالرقم \u2068${phoneNumber}\u2069`,
    notSet: 'غير محدد',
    startTime: 'وقت البدء',
    endTime: 'وقت الانتهاء',
    lastUpdate: 'آخر تحديث',
    theirTime: (time) => `${time} بتوقيته`,
    theirTimeZone: (zone) => `منطقته الزمنية: \u2068${zone}\u2069`,
    updatedAgo: (elapsed) => `حُدِّث منذ ${elapsed}`,
    noNewPosition: (elapsed) => `لا موقع جديد منذ ${elapsed}`,
    who: 'مع مَن',
    what: 'ماذا',
    where: 'أين',
    photoAlt: 'صورة شاركها الشخص',
    viewCurrentLocation: 'عرض الموقع الحالي على الخريطة',
    directions: 'الاتجاهات من نقطة البدء إلى الموقع الحالي',
    viewStartLocation: 'عرض موقع البدء على الخريطة',
    opensInNewTab: 'يُفتح في علامة تبويب جديدة',
  },
  statusFacts: {
    timeLeft: (hours, minutes) =>
      hours === 0 && minutes === 0
        ? 'ينتهي خلال أقل من دقيقة'
        : `ينتهي خلال ${formatMinutes(hours * 60 + minutes, 'ar')}`,
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
    answer: (answer, context) => describeAcknowledgement(answer, context, ANSWER_WORDS_AR),
    ownAnswer: (answer, context) => describeOwnAcknowledgement(answer, context, ANSWER_WORDS_AR),
    justNow: 'الآن',
    ago: (amount, unit) => `منذ ${WORDS[unit](amount)}`,
  },
} satisfies Pick<UiMessages, 'status' | 'statusFacts' | 'statusLocation' | 'statusAnswers'>;
