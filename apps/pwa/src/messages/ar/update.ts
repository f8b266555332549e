import type { Translation } from '../../i18n/translatable';
import type english from '../en/update';

export default {
  available: 'يتوفر إصدار جديد من هذا الموقع الإلكتروني.',
  reload: 'أعِد التحميل للتحديث',
  later: 'لاحقًا',
  offlineReady: 'أصبح هذا الموقع الإلكتروني جاهزًا للعمل دون اتصال.',
  ok: 'حسنًا',
} satisfies Translation<typeof english>;
