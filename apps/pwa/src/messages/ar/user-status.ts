import type { Translation } from '../../i18n/translatable';
import type english from '../en/user-status';

export default {
  intro:
    'أداة لتصحيح الأخطاء: الصق JSON الخاص بحالة لترى كيف يعرضها استعلام الأبطال. تُقرأ على هذا الجهاز فقط؛ لا يُرسَل أي شيء ولا يُخزَّن.',
  inputLabel: 'JSON الحالة',
  inputHint: 'يُقرأ كل تغيير فورًا.',
  parseError: (message: string) => `خطأ في قراءة الحالة: ${message}`,
  parsed: 'تمت قراءة الحالة بنجاح.',
  parsedHeading: 'الحالة المقروءة',
  datesHeading: 'التواريخ',
  datesCaption: 'تواريخ الحالة بالتوقيت العالمي المنسق (UTC) وبالتوقيت المحلي',
  columns: {
    field: 'الحقل',
    sent: 'القيمة كما أُرسلت',
    utc: 'UTC',
    local: (zone: string) => `التوقيت المحلي (${zone})`,
  },
  rawHeading: 'JSON الخام',
} satisfies Translation<typeof english>;
