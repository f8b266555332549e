import { ACKNOWLEDGEMENT_LIMITS, ARRIVAL_LIMITS, PLACES_PER_HOLDER } from '@safety-companion/contract';
import type { Translation } from '../../i18n/translatable';
import type english from '../en/answers';

/** The form of a counted noun for `count`, in Arabic's six plural forms. */
const counted = (count: number, forms: Record<Intl.LDMLPluralRule, string>) =>
  forms[new Intl.PluralRules('ar').select(count)];
const seconds = (count: number) =>
  counted(count, {
    zero: `${count} ثانية`,
    one: 'ثانية واحدة',
    two: 'ثانيتين',
    few: `${count} ثوانٍ`,
    many: `${count} ثانية`,
    other: `${count} ثانية`,
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
const heroes = (count: number) =>
  counted(count, {
    zero: `${count} بطل`,
    one: 'بطل واحد',
    two: 'بطلان',
    few: `${count} أبطال`,
    many: `${count} بطلًا`,
    other: `${count} بطل`,
  });
/** 'آخر موقع معروف لـSam', or 'للشخص' without a name. */
const ofPerson = (person: string | undefined) => (person ? `لـ${person}` : 'للشخص');

export default {
  heading: 'أخبِر الشخص وبقية الأبطال',
  nameLabel: 'اسمك',
  nameHint: 'اختياري. يظهر مع ردودك، ويُحفظ على هذا الجهاز.',
  nameProblems: {
    invisible: 'أزِل الأحرف غير المرئية.',
    marks: 'استخدم 3 علامات على الأكثر فوق الحرف الواحد.',
    blank: 'يجب أن يظهر فيه اسم، أو أن يُترك فارغًا.',
    tooLong: `يجب ألا يزيد على ${counted(ACKNOWLEDGEMENT_LIMITS.name, {
      zero: `${ACKNOWLEDGEMENT_LIMITS.name} حرف`,
      one: 'حرف واحد',
      two: 'حرفين',
      few: `${ACKNOWLEDGEMENT_LIMITS.name} أحرف`,
      many: `${ACKNOWLEDGEMENT_LIMITS.name} حرفًا`,
      other: `${ACKNOWLEDGEMENT_LIMITS.name} حرف`,
    })}.`,
  },
  buttons: {
    seen: 'رأيت هذا',
    'on-the-way': 'أنا في الطريق',
    'called-emergency-services': 'اتصلت بخدمات الطوارئ',
    here: 'أنا هنا',
  },
  distance: {
    share: 'مشاركة المسافة التي تفصلني',
    update: 'تحديث المسافة التي تفصلني',
    takeBack: 'سحب تقديري',
    modeLegend: 'كيف ستأتي؟',
    modes: { foot: 'سيرًا على الأقدام', car: 'بالسيارة' },
    hint: (person) =>
      `يعطي متصفحك هذه الصفحة موقعك مرة واحدة؛ ولا يُرسَل إلا عدد الدقائق حتى آخر موقع معروف ${ofPerson(person)}، ولا يُرسَل موقعك أبدًا.`,
    refusedTitle: 'لم يُرسَل أي تقدير',
    noPosition: 'لم يُعطِ متصفحك هذه الصفحة موقعك. اسمح له باستخدام موقعك، ثم حاول مرة أخرى.',
    tooFar: (person) =>
      `أنت على بُعد أكثر من ${ARRIVAL_LIMITS.maxKm} كم من آخر موقع معروف ${ofPerson(person)}: المسافة أبعد من أن تُقدَّر.`,
  },
  freshPosition: {
    ask: 'طلب موقع جديد',
    ago: (ms) =>
      ms < 60_000 ? `منذ ${seconds(Math.floor(ms / 1000))}` : `منذ ${minutes(Math.floor(ms / 60_000))}`,
    waiting: (who, ago, person) =>
      `طلب ${who ?? 'أحد الأبطال'} موقعًا جديدًا ${ago} · بانتظار هاتف ${person ?? 'الشخص'}`,
    answered: (ago) => `موقع جديد، ${ago}`,
    saidWaiting: (who, person) =>
      `طلب ${who ?? 'أحد الأبطال'} موقعًا جديدًا، بانتظار هاتف ${person ?? 'الشخص'}.`,
    saidAnswered: 'موقع جديد.',
    declined: (person) => `لم يُرسل هاتف ${person ?? 'الشخص'} موقعًا جديدًا`,
    unanswered: (person) => `لم يستجب هاتف ${person ?? 'الشخص'} بعد. ربما يكون مغلقًا أو بلا إشارة.`,
    failureTitle: 'لم يُرسَل طلبك',
    refusals: {
      hero: 'لقد طلبت موقعًا جديدًا قبل أقل من دقيقتين.',
      status: 'طلب أحد الأبطال موقعًا جديدًا قبل أقل من 30 ثانية.',
      pending: 'سبق أن طُلب موقع جديد: انتظر هاتف الشخص.',
    },
  },
  viewers: (count, person) => {
    const status = person ? `حالة ${person}` : 'هذه الحالة';
    return counted(count, {
      zero: `${count} صفحة تعرض ${status} الآن`,
      one: `صفحة واحدة تعرض ${status} الآن (صفحتك)`,
      two: `صفحتان تعرضان ${status} الآن (منهما صفحتك)`,
      few: `${count} صفحات تعرض ${status} الآن (منها صفحتك)`,
      many: `${count} صفحة تعرض ${status} الآن (منها صفحتك)`,
      other: `${count} صفحة تعرض ${status} الآن (منها صفحتك)`,
    });
  },
  failureTitle: 'لم يُرسَل ردّك',
  refusals: {
    full: `وصلت هذه الحالة إلى ${counted(ACKNOWLEDGEMENT_LIMITS.perStatus, {
      zero: `${ACKNOWLEDGEMENT_LIMITS.perStatus} رد`,
      one: 'رد واحد',
      two: 'ردّين',
      few: `${ACKNOWLEDGEMENT_LIMITS.perStatus} ردود`,
      many: `${ACKNOWLEDGEMENT_LIMITS.perStatus} ردًا`,
      other: `${ACKNOWLEDGEMENT_LIMITS.perStatus} رد`,
    })}، وهو الحد الأقصى الذي تقبله. اتصل بالشخص أو راسله بدلًا من ذلك.`,
    'client-full': `ردّ ${heroes(PLACES_PER_HOLDER.perClient)} من هذا العنوان على هذه الحالة بالفعل، وهو الحد الأقصى لعنوان واحد. اتصل بالشخص أو راسله بدلًا من ذلك.`,
    'network-full': `ردّ ${heroes(PLACES_PER_HOLDER.perNetwork)} من هذه الشبكة على هذه الحالة بالفعل، وهو الحد الأقصى لشبكة واحدة. اتصل بالشخص أو راسله بدلًا من ذلك.`,
  },
} satisfies Translation<typeof english>;
