import type { Translation } from '../../i18n/translatable';
import type english from '../en/legal';

export default {
  privacy: 'سياسة الخصوصية',
  eula: 'اتفاقية الترخيص',
  optin: 'سياسة الموافقة',
} satisfies Translation<typeof english>;
