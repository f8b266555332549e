import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup';

/** The form of a counted noun for `count`, in Arabic's six plural forms. */
const counted = (count: number, forms: Record<Intl.LDMLPluralRule, string>) =>
  forms[new Intl.PluralRules('ar').select(count)];
/** After 'بعد': 'بعد ساعتين', 'بعد 3 ساعات', 'بعد 24 ساعة'. */
const hours = (count: number) =>
  counted(count, {
    zero: `${count} ساعة`,
    one: 'ساعة واحدة',
    two: 'ساعتين',
    few: `${count} ساعات`,
    many: `${count} ساعة`,
    other: `${count} ساعة`,
  });
const minutes = (count: number) =>
  counted(count, {
    zero: `${count} دقيقة`,
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: `${count} دقائق`,
    many: `${count} دقيقة`,
    other: `${count} دقيقة`,
  });

// The person is 'الشخص' and the pronouns follow that word, so that no sentence guesses their gender.
export default {
  heading: 'استعلام الأبطال',
  emergencyAdvice: 'إذا كنت تعتقد أن الشخص في خطر، فاتصل أولًا برقم الطوارئ المحلي (911 في الولايات المتحدة).',
  codeLabel: 'رمز الوصول',
  codeHint: 'الأحرف أو الأرقام الستة الواردة في الرسالة النصية، مثل ABC123.',
  codePlaceholder: 'أدخل الرمز المكوّن من 6 أحرف',
  submit: 'الاستعلام عن المعلومات',
  failureTitle: 'فشل الاستعلام',
  wrongCode: (count: number) =>
    `تحقق من الأحرف الستة في الرسالة النصية. يتوقف الرمز عن العمل بعد ${hours(count)} من انتهاء حالته.`,
  refreshFailureTitle: 'تعذّر تحديث الحالة',
  ended: 'انتهت هذه الحالة.',
  beforeEnded: 'قبل انتهائها',
  forget: 'انسَ هذا الرمز',
  stateChanged: (statusLine: string) => `تغيّرت الحالة: ${statusLine}`,
  emergencyOn: (name: string | undefined, time: string) =>
    name
      ? `${name} بحاجة إلى مساعدة: تم تفعيل وضع الطوارئ الساعة ${time}.`
      : `تم تفعيل وضع الطوارئ الساعة ${time}.`,
  positionChanged: (name: string | undefined, time: string) =>
    `أرسل ${name ? `هاتف ${name}` : 'الهاتف'} موقعًا جديدًا الساعة ${time}.`,
  offline: {
    waiting: (name: string | undefined, every: string) =>
      `لا يوجد اتصال. ستظهر حالة ${name ?? 'الشخص'} فور عودة اتصالك؛ نحاول كل ${every}.`,
    idle: 'لا يوجد اتصال. يمكنك الاستعلام عن رمز فور عودة اتصالك.',
    // `number` is the hero's ('999') or 'رقم الطوارئ المحلي': 'اطلب' takes both. It stays left to right.
    call: (number: string) => `إذا كنت تخشى على الشخص الآن، فاطلب \u2068${number}\u2069.`,
  },
  unreachable: (every: string) => `خادمنا لا يستجيب. نعيد المحاولة كل ${every}.`,
  errors: {
    notFound: 'لم يُعثر على الشخص.',
    ended: 'انتهت هذه الحالة.',
    tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    tooManyAttemptsFor: (wait: string) => `محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${wait}.`,
    unavailable: 'خدمة الاستعلام غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد قليل.',
    unreachable: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
    wait: { oneMinute: 'دقيقة واحدة', minutes },
  },
  codeProblems: {
    required: 'أدخل الرمز المكوّن من 6 أحرف.',
    invalid: 'يتكون الرمز من 6 أحرف أو أرقام، مثل ABC123.',
    withU: 'لا تحتوي الرموز أبدًا على الحرف U.',
  },
} satisfies Translation<typeof english>;
