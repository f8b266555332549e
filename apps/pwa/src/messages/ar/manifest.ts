import type { Translation } from '../../i18n/translatable';
import type english from '../en/manifest';

export default {
  name: (product: string) => `${product}: رفيق السلامة الشخصية`,
  description: (product: string) =>
    `${product} رفيق للسلامة الشخصية. هنا يستعلم الأبطال عن الحالة برمز الوصول الخاص بهم.`,
  lookupShortcut: {
    name: 'استعلام الأبطال',
    shortName: 'استعلام',
    description: 'استعلم عن حالة برمز الوصول الخاص بك',
  },
  feedbackShortcut: { name: 'الملاحظات', description: 'أرسل إلينا ملاحظاتك' },
  screenshots: {
    narrow: 'الصفحة الرئيسية على هاتف',
    wide: 'الصفحة الرئيسية على حاسوب',
  },
} satisfies Translation<typeof english>;
