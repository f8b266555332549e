import { untranslatedDocument } from '../../legal/untranslated-document';

export { PrivacyPolicy } from './privacy-policy';

// The EULA and the opt-in policy are in English and Spanish only (docs/architecture.md, "Languages").
const NOTICE =
  'Este documento está disponível em inglês e em espanhol. Em caso de divergência entre as duas versões, prevalece a versão em inglês.';

export const Eula = untranslatedDocument('eula', NOTICE);
export const OptInPolicy = untranslatedDocument('optin', NOTICE);
