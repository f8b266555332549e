import type { Translation } from '../../i18n/translatable';
import type english from '../en/lookup-end';

export default {
  heading: (name: string) => `انتهت حالة ${name}`,
  stoppedAt: (name: string | undefined, time: string) =>
    `توقف ${name ?? 'الشخص'} عن المشاركة الساعة ${time}.`,
  notSafe: 'هذا لا يعني أن الشخص بأمان. إذا كنت قلقًا عليه، فاتصل به.',
  stopped: 'توقف الشخص عن مشاركتها.',
} satisfies Translation<typeof english>;
