import type { Translation } from '../../i18n/translatable';
import type english from '../en/legal';

export default {
  privacy: 'Política de privacidad',
  eula: 'Contrato de licencia',
  optin: 'Política de consentimiento',
} satisfies Translation<typeof english>;
