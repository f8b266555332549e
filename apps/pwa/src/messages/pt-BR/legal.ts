import type { Translation } from '../../i18n/translatable';
import type english from '../en/legal';

export default {
  privacy: 'Política de Privacidade',
  eula: 'Contrato de Licença',
  optin: 'Política de Consentimento',
} satisfies Translation<typeof english>;
