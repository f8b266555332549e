import type { Translation } from '../../i18n/translatable';
import type english from '../en/emergency';
import map from './map';

/** A number (or coordinates) kept left to right inside the right-to-left sentence. */
const isolate = (value: string) => `\u2068${value}\u2069`;
/** 'في 3 مارس 2025 الساعة 10:56 م', the day only when it was another day. */
const at = (time: string, day: string | undefined) => `${day ? `في ${day} ` : ''}الساعة ${time}`;

// The person is 'الشخص' and the pronouns follow that word, so that no sentence guesses their gender.
export default {
  opensInNewTab: 'يُفتح في علامة تبويب جديدة',
  calls: (number: string, country: string) => `يتصل بالرقم ${isolate(number)} (${country})`,
  callsWithoutCountry: (number: string) => `يتصل بالرقم ${isolate(number)}: متصفحك لا يحدد بلدك`,
  change: 'تغيير',
  countryLabel: 'البلد',
  countryNotChosen: 'اختر بلدك',
  expired: {
    notStopped: 'لم يُوقف الشخص مؤقت الأمان.',
    tryCalling: (name: string | undefined, shared: boolean) =>
      shared
        ? `حاول أولًا الاتصال ${name ? `بـ${name}` : 'بالشخص'} أو مراسلته.`
        : `حاول الاتصال ${name ? `بـ${name}` : 'بالشخص'} على الرقم الذي لديك له.`,
    // `number` is the hero's ('999') or the lookup's 'رقم الطوارئ المحلي': 'اطلب' takes both.
    call: (number: string) => `إذا لم تتمكن من الوصول إليه وتخشى على سلامته، فاطلب ${isolate(number)}.`,
  },
  dispatcher: {
    heading: 'ما تقوله لموظف الطوارئ',
    stepsHeading: 'ما يجب فعله',
    copy: 'نسخ',
    copied: 'تم النسخ',
    copyFailed: 'تعذّر النسخ: حدّد النص وانسخه بنفسك.',
    share: 'مشاركة',
    shareTitle: 'ما تقوله لموظف خدمة الطوارئ',
  },
  brief: {
    who: (name: string) => `الشخص: ${name}.`,
    emergencyAt: (time: string, day: string | undefined, ago: string) =>
      `تم تفعيل وضع الطوارئ ${at(time, day)}، ${ago}.`,
    emergency: 'تم تفعيل وضع الطوارئ.',
    expiredAt: (time: string, day: string | undefined, ago: string) =>
      `انتهى مؤقت الأمان الخاص به ${at(time, day)}، ${ago}، ولم يُوقفه.`,
    expired: 'انتهى مؤقت الأمان الخاص به ولم يُوقفه.',
    active: 'مؤقت الأمان الخاص به يعمل؛ لا توجد حالة طوارئ.',
    ago: (elapsed: string) => `منذ ${elapsed}`,
    near: map.near,
    place: (place: string) => `المكان الذي ذكره: ${place}.`,
    position: (coordinates: string, accuracy: string, taken: string) =>
      `الموقع: ${isolate(coordinates)} (خط العرض، خط الطول)${accuracy ? `، ${accuracy}` : ''}${taken ? `، ${taken}` : ''}.`,
    accuracy: (meters: string) => `بدقة ${isolate(`±${meters} م`)}`,
    taken: (ago: string) => `سُجّل ${ago}`,
    phone: (number: string) => `رقم هاتفه: ${isolate(number)}.`,
    wrote: (info: string) => `كتب: ${info}`,
    doing: (what: string) => `النشاط: ${what}.`,
    with: (who: string) => `برفقة: ${who}.`,
    battery: (percent: string, charging: boolean) =>
      `بطارية الهاتف: ${percent}${charging ? '، قيد الشحن' : ''}.`,
    elsewhere: (cityTime: string) =>
      `إذا لم يكن الشخص في المكان الذي أنت فيه، فقل ذلك أولًا: «الشخص ليس بالقرب مني»${cityTime}، ثم أعطِ الموقع المذكور أعلاه.`,
    cityTime: (city: string) => `، وأن هاتفه مضبوط على توقيت ${city}`,
    ownNumber: 'أعطِ موظف الطوارئ رقم هاتفك أنت.',
  },
  steps: {
    call: (number: string) => `اتصل بالرقم ${isolate(number)} الآن.`,
    sayWhere: 'ابدأ بذكر المكان: الموقع والمكان المذكوران أعلاه، ثم ما حدث، ثم اسمك ورقم هاتفك.',
    stayOnLine: 'ابقَ على الخط حتى يُنهي موظف الطوارئ المكالمة.',
    texts: {
      'some-areas': (number: string) =>
        `أرسل رسالة نصية إلى ${isolate(number)} فقط حيث تستقبل الخدمة الرسائل النصية (في بعض المناطق)؛ الاتصال أفضل دائمًا.`,
      registered: (number: string) =>
        `لا تصل الرسائل النصية إلى ${isolate(number)} إلا من هواتف سُجّلت لدى الخدمة مسبقًا؛ اتصل بدلًا من ذلك.`,
      no: (number: string) => `لا ترسل رسالة نصية: الرقم ${isolate(number)} هنا يستقبل المكالمات فقط.`,
    },
    notAlone: 'لا تدخل وحدك: انتظر خدمات الطوارئ في مكان آمن.',
    tellHeroes: 'أخبِر بقية الأبطال بالضغط على «اتصلت بخدمات الطوارئ» في الأسفل.',
  },
} satisfies Translation<typeof english>;
