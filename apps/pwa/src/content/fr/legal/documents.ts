import { untranslatedDocument } from '../../legal/untranslated-document';

// The EULA and the opt-in policy exist in English and Spanish only (docs/architecture.md, "Languages"): their
// tabs show this notice and a link to each version.
const NOTICE =
  'Ce document est disponible en anglais et en espagnol ; en cas de divergence, la version anglaise prévaut.';

export const Eula = untranslatedDocument('eula', NOTICE);
export const OptInPolicy = untranslatedDocument('optin', NOTICE);
export { PrivacyPolicy } from './privacy-policy';
