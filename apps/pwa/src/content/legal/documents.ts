// The three legal documents, loaded with the Legal Documents page when its HTML does not hold them (page-text.tsx).
export { Eula } from './eula';
export { OptInPolicy } from './opt-in-policy';
export { PrivacyPolicy } from './privacy-policy';
