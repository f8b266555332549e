// The three legal documents and their names, loaded together with the Legal Documents page.
export { Eula } from './eula';
export { OptInPolicy } from './opt-in-policy';
export { PrivacyPolicy } from './privacy-policy';
export { LEGAL_DOCUMENT_TITLES } from './titles';
