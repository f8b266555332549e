import { STATUS_LINE_WORDS_AR } from '@safety-companion/contract';
import type { UiMessages } from '@safety-companion/ui';

// The UI package's `status` section: the status line (the contract's Arabic words, which the Arabic pushes
// say too) and the lines of the status panel. A module of its own, because the lookup's early paint writes the
// status line and the lines under it with these words too, before the app and the rest of the panel's words load.
export default {
  ...STATUS_LINE_WORDS_AR,
  emergencySince: (time, elapsed) => `طوارئ منذ ${time} (قبل ${elapsed})`,
  namedPlace: (place) => `في: ${place} (المكان الذي ذكره)`,
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
} satisfies UiMessages['status'];
