import type { Translation } from '../../i18n/translatable';
import type english from '../en/alerts';

export default {
  turnOn: 'نبّهني على هذا الجهاز',
  turningOn: 'جارٍ تشغيل التنبيهات...',
  on: 'التنبيهات مفعّلة لهذه الحالة على هذا الجهاز.',
  stop: 'إيقاف التنبيهات',
  stopping: 'جارٍ إيقاف التنبيهات...',
  stopped: 'التنبيهات متوقفة لهذه الحالة على هذا الجهاز.',
  refused:
    'لا يُسمح لهذا الموقع بعرض الإشعارات، لذا لا يمكن تشغيل التنبيهات؛ اسمح بها في إعدادات متصفحك ثم حاول مرة أخرى.',
  unavailable: 'التنبيهات غير متاحة على هذا الموقع في الوقت الحالي.',
  failed: 'تعذّر تشغيل التنبيهات. يُرجى المحاولة مرة أخرى.',
  stopFailed: 'تعذّر إيقاف التنبيهات. يُرجى المحاولة مرة أخرى.',
  listHeading: 'تنبيهاتك على هذا الجهاز',
  // The code stays left to right inside the right-to-left sentence.
  listItem: (code: string) => `الاستعلام عن \u2068${code}\u2069`,
  addToHomeScreen:
    'لتلقّي تنبيهات هذه الحالة على جهاز iPhone أو iPad هذا، أضِف هذا الموقع إلى الشاشة الرئيسية (مشاركة، ثم «إضافة إلى الشاشة الرئيسية») واستعلم عن الرمز من هناك: تعمل التنبيهات من التطبيق المُضاف إلى الشاشة الرئيسية.',
} satisfies Translation<typeof english>;
