import type { Translation } from '../../i18n/translatable';
import type english from '../en/no-script';

export default {
  text: 'يحتاج هذا الموقع الإلكتروني إلى JavaScript لتعمل صفحتا الاستعلام والملاحظات.',
} satisfies Translation<typeof english>;
