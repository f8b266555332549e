import type { Translation } from '../../i18n/translatable';
import type english from '../en/legal';

export default {
  privacy: 'Politique de confidentialité',
  eula: 'Contrat de licence',
  optin: 'Politique de consentement',
} satisfies Translation<typeof english>;
