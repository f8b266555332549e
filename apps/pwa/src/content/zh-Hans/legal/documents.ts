import { untranslatedDocument } from '../../legal/untranslated-document';

// The EULA and the opt-in policy are in English and Spanish only (docs/architecture.md, "Languages"): a notice in
// Chinese links both versions.
const NOTICE = '本文件仅提供英文版和西班牙文版，如两个版本有任何不一致之处，以英文版为准。';

export const Eula = untranslatedDocument('eula', NOTICE);
export const OptInPolicy = untranslatedDocument('optin', NOTICE);
export { PrivacyPolicy } from './privacy-policy';
