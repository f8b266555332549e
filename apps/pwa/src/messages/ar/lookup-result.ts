import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-result';

/** 'هاتف Sam', or 'الهاتف' without a name. */
const phoneOf = (name: string | undefined) => (name ? `هاتف ${name}` : 'الهاتف');

export default {
  submitting: 'جارٍ الاستعلام...',
  resultHeading: 'الحالة',
  namedHeading: {
    emergency: (name: string) => `${name} بحاجة إلى مساعدة`,
    other: (name: string) => `حالة ${name}`,
  },
  photoAlt: (name: string | undefined) => (name ? `صورة ${name}` : 'صورة شاركها الشخص'),
  lastReported: (name: string | undefined, time: string, elapsed: string) =>
    `آخر إرسال من ${phoneOf(name)}: ${time} (منذ ${elapsed})`,
  silent: (name: string | undefined, elapsed: string) =>
    `لم يصل أي تحديث من ${phoneOf(name)} منذ ${elapsed}. قد لا يكون الموقع محدَّثًا: ربما يكون الهاتف مغلقًا أو بلا إشارة.`,
  connection: {
    connecting: 'جارٍ الاتصال لتلقّي التحديثات المباشرة…',
    live: 'مباشر: تظهر التغييرات فور حدوثها',
    waiting: (name: string | undefined) => `متصل · بانتظار ${phoneOf(name)}`,
    retrying: (every: string) =>
      `التحديث المباشر متوقف، جارٍ إعادة الاتصال. في الأثناء، تُحدَّث الصفحة كل ${every}`,
    retryingUnreachable: (every: string) =>
      `التحديث المباشر متوقف، جارٍ إعادة الاتصال. في الأثناء، نعيد المحاولة كل ${every}`,
    retryingExpired: 'التحديث المباشر متوقف، جارٍ إعادة الاتصال',
  },
  // `number` is the hero's ('999') or `localEmergencyNumber`: 'اطلب' takes both. It stays left to right.
  call: (number: string) => `اطلب \u2068${number}\u2069`,
  localEmergencyNumber: 'رقم الطوارئ المحلي',
  directions: 'الاتجاهات',
  callPerson: (name: string | undefined) => (name ? `اتصل بـ${name}` : 'اتصل بهاتف الشخص'),
  messagePerson: (name: string | undefined) => (name ? `راسل ${name}` : 'راسل هاتف الشخص'),
} satisfies Translation<typeof english>;
