import { untranslatedDocument } from '../../legal/untranslated-document';

// The EULA and the opt-in policy are in English and Spanish only (docs/architecture.md, "Languages").
const NOTICE = 'هذا المستند متاح باللغتين الإنجليزية والإسبانية فقط، والنسخة الإنجليزية هي التي يُعتدّ بها.';

export const Eula = untranslatedDocument('eula', NOTICE);
export const OptInPolicy = untranslatedDocument('optin', NOTICE);
export { PrivacyPolicy } from './privacy-policy';
